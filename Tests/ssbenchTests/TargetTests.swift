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

    @Test func floorTargetIsMetFromItsLimitUp() {
        let target = Target.ratioAtLeast(1.0 / 300)
        #expect(target.isMet(value: 70_000, ratio: 1.0 / 250) == true)
        #expect(target.isMet(value: 60_000, ratio: 1.0 / 300) == true)
        #expect(target.isMet(value: 30_000, ratio: 1.0 / 650) == false)
        #expect(target.isMet(value: 30_000, ratio: nil) == nil)
        #expect(target.isFloor && !Target.ratioAtMost(1).isFloor)
        #expect(FigureFormatting.target(target, unit: .perSecond) == "≥ 0.00333×")
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
