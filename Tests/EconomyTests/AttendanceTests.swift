import Economy
import Testing

@Suite("Attendance and gate receipts")
struct AttendanceTests {
    private static func match(tier: Int = 2, capacity: Int = 20_000, position: Int = 10, opponent: Int = 10,
                              form: Form = .none) -> HomeMatch {
        HomeMatch(tier: tier, capacity: capacity, clubs: 20, position: position, opponentPosition: opponent, form: form)
    }

    @Test("a leader draws more than a struggler, and a top visitor more than the bottom club")
    func table() {
        #expect(Attendance.crowd(at: Self.match(position: 1)) > Attendance.crowd(at: Self.match(position: 10)))
        #expect(Attendance.crowd(at: Self.match(position: 10)) > Attendance.crowd(at: Self.match(position: 20)))
        #expect(Attendance.crowd(at: Self.match(opponent: 1)) > Attendance.crowd(at: Self.match(opponent: 20)))
    }

    @Test("good form fills more seats, bad form fewer; no match yet counts as ordinary")
    func form() {
        let ordinary = Attendance.crowd(at: Self.match())
        #expect(Attendance.crowd(at: Self.match(form: Form(points: 15, matches: 5))) > ordinary)
        #expect(Attendance.crowd(at: Self.match(form: Form(points: 0, matches: 5))) < ordinary)
        #expect(Attendance.crowd(at: Self.match(form: Form(points: 7, matches: 5))) == ordinary)
    }

    @Test("the crowd never exceeds the ground; the top tier sells the biggest share of its seats")
    func capacity() {
        let best = Self.match(tier: 1, position: 1, opponent: 2, form: Form(points: 15, matches: 5))
        #expect(Attendance.crowd(at: best) == 20_000)
        let fills = (1...4).map { Attendance.crowd(at: Self.match(tier: $0)) }
        #expect(zip(fills, fills.dropFirst()).allSatisfy { $0 > $1 })
        #expect(Attendance.crowd(at: Self.match(capacity: 0)) == 0)
    }

    @Test("receipts are the crowd at the tier's ticket price")
    func receipts() {
        let match = Self.match(tier: 3)
        #expect(Attendance.receipts(at: match) == Attendance.crowd(at: match) * TierEconomy.of(tier: 3).ticketPrice)
    }
}
