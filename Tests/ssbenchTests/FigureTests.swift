import Testing
@testable import ssbench

struct FigureTests {
    private func figure(value: Double, baseline: Double?, target: Target?) -> Figure {
        Figure(benchmark: "bench", id: "figure", value: value,
               baseline: baseline.map { Figure.Baseline(name: "base", value: $0) }, target: target)
    }

    @Test func ratioIsValueOverBaseline() {
        #expect(figure(value: 3, baseline: 2, target: nil).ratio == 1.5)
        #expect(figure(value: 0.5, baseline: 2, target: nil).ratio == 0.25)
    }

    @Test func ratioIsNilWithoutAPositiveBaseline() {
        #expect(figure(value: 3, baseline: nil, target: nil).ratio == nil)
        #expect(figure(value: 3, baseline: 0, target: nil).ratio == nil)
        #expect(figure(value: 3, baseline: -1, target: nil).ratio == nil)
    }

    @Test func ratioTargetIsJudgedOnTheRatio() {
        #expect(figure(value: 20, baseline: 2, target: .ratioAtMost(10)).met == true)
        #expect(figure(value: 21, baseline: 2, target: .ratioAtMost(10)).met == false)
    }

    @Test func ratioTargetWithoutUsableBaselineIsUndecided() {
        #expect(figure(value: 1, baseline: nil, target: .ratioAtMost(10)).met == nil)
        #expect(figure(value: 1, baseline: 0, target: .ratioAtMost(10)).met == nil)
    }

    @Test func valueTargetIsJudgedOnTheValueEvenWithABaseline() {
        #expect(figure(value: 0.9, baseline: 0.1, target: .valueAtMost(1)).met == true)
        #expect(figure(value: 1.1, baseline: 100, target: .valueAtMost(1)).met == false)
    }

    @Test func figureWithoutTargetIsNeitherMetNorMissed() {
        #expect(figure(value: 1, baseline: 2, target: nil).met == nil)
    }

    @Test func labelDefaultsToTheId() {
        #expect(Figure(benchmark: "b", id: "some-id", value: 1).label == "some-id")
        #expect(Figure(benchmark: "b", id: "some-id", label: "Shown", value: 1).label == "Shown")
    }
}
