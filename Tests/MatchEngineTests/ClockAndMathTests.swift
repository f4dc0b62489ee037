@testable import MatchEngine
import Testing

@Suite("Clock and arithmetic")
struct ClockAndMathTests {
    @Test("stoppage time keeps the half's last minute and shows as 45+n or 90+n")
    func clockMinutes() {
        let clock = MatchClock(firstStoppage: 2, secondStoppage: 3)
        #expect(clock.ticks == 95)
        #expect(clock.secondHalfStart == 47)
        let labels = (0..<clock.ticks).map { clock.label(at: $0) }
        #expect(labels[0] == "1" && labels[44] == "45" && labels[45] == "45+1" && labels[46] == "45+2")
        #expect(labels[47] == "46" && labels[91] == "90" && labels[92] == "90+1" && labels[94] == "90+3")
        let minutes = (0..<clock.ticks).map { clock.minute(at: $0) }
        #expect(zip(minutes, minutes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(minutes.first == 1 && minutes.last == 90)
    }

    @Test("the average match lasts as long as the stoppage ranges say")
    func expectedTicks() {
        #expect(MatchClock.expectedTicks == 95.5)
    }

    @Test("the home-made exponential agrees with known values")
    func exponential() {
        let known: [(Double, Double)] = [(0, 1), (1, 2.718_281_828_459_045), (-2.5, 0.082_084_998_623_898_8),
                                         (0.37, 1.447_734_614_663_295_6), (4, 54.598_150_033_144_236)]
        for (x, value) in known {
            #expect(abs(Exponential.exp(x) - value) <= 1e-12 * value, "exp(\(x))")
        }
    }
}
