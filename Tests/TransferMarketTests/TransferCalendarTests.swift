import Testing
import TransferMarket

@Suite("Transfer windows in a season's calendar")
struct TransferCalendarTests {
    @Test("the pre-season window is open before match days 1–3, the mid-season one after the halfway point")
    func windows() {
        let calendar = TransferCalendar(matchDays: 38)
        #expect((1...3).allSatisfy { calendar.window(nextMatchDay: $0) == .preSeason })
        #expect(calendar.window(nextMatchDay: 4) == nil)
        #expect(calendar.window(nextMatchDay: 18) == nil)
        #expect((20...22).allSatisfy { calendar.window(nextMatchDay: $0) == .midSeason })
        #expect(calendar.window(nextMatchDay: 23) == nil)
        #expect(calendar.window(nextMatchDay: 39) == nil)
        #expect(calendar.closesAfter(.preSeason) == 3)
        #expect(calendar.closesAfter(.midSeason) == 22)
    }

    @Test("after a window closes the next one is the mid-season window, then next season's pre-season")
    func nextOpening() {
        let calendar = TransferCalendar(matchDays: 30)
        #expect(calendar.nextOpening(nextMatchDay: 4)
                == TransferCalendar.Opening(window: .midSeason, beforeMatchDay: 16, nextSeason: false))
        #expect(calendar.nextOpening(nextMatchDay: 19)
                == TransferCalendar.Opening(window: .preSeason, beforeMatchDay: 1, nextSeason: true))
    }

    @Test("a short season keeps its windows apart and inside the season")
    func shortSeason() {
        let calendar = TransferCalendar(matchDays: 4)
        #expect(calendar.opens(.midSeason) == 4)
        #expect(calendar.closesAfter(.midSeason) == 4)
        #expect(calendar.window(nextMatchDay: 4) == .midSeason)
    }

    @Test("windows have names a screen can show")
    func names() {
        #expect(TransferWindow.preSeason.name == "Pre-season window")
        #expect(TransferWindow.midSeason.name == "Mid-season window")
    }
}
