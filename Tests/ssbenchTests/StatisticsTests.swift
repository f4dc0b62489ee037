import Testing
@testable import ssbench

struct StatisticsTests {
    @Test func medianOfAnOddCountIsTheMiddleValueWhateverTheOrder() {
        #expect(Statistics.median([9, 1, 5]) == 5)
        #expect(Statistics.median([4]) == 4)
    }

    @Test func medianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() {
        #expect(Statistics.median([10, 1, 4, 2]) == 3)
        #expect(Statistics.median([1, 2]) == 1.5)
    }

    @Test func medianIgnoresOneSlowOutlier() {
        #expect(Statistics.median([1.0, 1.1, 1.2, 1.3, 100]) == 1.2)
    }

    @Test func medianOfNoValuesIsNil() {
        #expect(Statistics.median([]) == nil)
    }

    @Test func medianDifferenceSubtractsRoundByRoundBeforeTakingTheMedian() {
        // Differences 1, -2, 4 have median 1; the medians alone (5 and 3) would say 2.
        #expect(Statistics.medianDifference([10, 1, 5], [9, 3, 1]) == 1)
    }

    @Test func medianDifferenceKeepsTheSignOfAFasterOperation() {
        #expect(Statistics.medianDifference([1, 2, 3], [2, 4, 6]) == -2)
    }

    @Test func medianDifferenceOfUnpairedSamplesIsNil() {
        #expect(Statistics.medianDifference([1, 2, 3], [1, 2]) == nil)
        #expect(Statistics.medianDifference([], []) == nil)
    }
}
