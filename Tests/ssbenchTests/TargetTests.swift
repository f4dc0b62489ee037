import Testing
@testable import ssbench

struct TargetTests {
    @Test func ratioTargetIsMetUpToAndIncludingItsLimit() {
        let target = Target.ratioAtMost(10)
        #expect(target.isMet(value: 99, ratio: 9.5) == true)
        #expect(target.isMet(value: 99, ratio: 10) == true)
        #expect(target.isMet(value: 0, ratio: 10.01) == false)
    }

    @Test func ratioTargetWithoutARatioIsUndecided() {
        #expect(Target.ratioAtMost(10).isMet(value: 1, ratio: nil) == nil)
    }

    @Test func valueTargetJudgesTheValueAndIgnoresTheRatio() {
        let target = Target.valueAtMost(1.0)
        #expect(target.isMet(value: 1.0, ratio: 50) == true)
        #expect(target.isMet(value: 0.2, ratio: nil) == true)
        #expect(target.isMet(value: 1.5, ratio: 0.1) == false)
    }

    @Test func boundsAndLimitNameWhatTheTargetBounds() {
        #expect(Target.ratioAtMost(2.5).bounds == "ratio")
        #expect(Target.ratioAtMost(2.5).limit == 2.5)
        #expect(Target.valueAtMost(0.75).bounds == "value")
        #expect(Target.valueAtMost(0.75).limit == 0.75)
    }
}
