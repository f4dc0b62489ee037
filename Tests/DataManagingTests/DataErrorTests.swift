import DataManaging
import GameModels
import Testing

@Suite struct DataErrorTests {
    @Test func everyMessageIsOneLineAndNamesTheSubject() {
        let cases: [(DataError, String)] = [
            (.invalidSlotName("a/b"), "a/b"),
            (.slotTaken("career-1"), "career-1"),
            (.careerNotFound("ghost"), "ghost"),
            (.careerUnreadable(slot: "old", reason: "not a SQLite database"), "not a SQLite database"),
            (.teamNotFound("team-99"), "team-99"),
            (.invalidCoachName(.empty(field: "First name")), "First name must not be empty"),
            (.dataDirectoryUnusable(path: "/x", reason: "not writable"), "/x"),
            (.storage("disk full"), "disk full"),
        ]
        for (error, subject) in cases {
            #expect(!error.message.contains("\n"))
            #expect(error.message.contains(subject))
        }
    }

    @Test func slotSummaryIsOnlyForReadyCareers() {
        let summary = CareerSummary(careerId: "c", coachName: "Ada Whistle", teamId: "t", clubName: "Crumpet Rovers",
                                    divisionName: "D", divisionTier: 1, seasonLabel: "2026/27",
                                    date: GameDate(year: 2026, month: 8, day: 1))
        #expect(CareerSlot(slot: "c", status: .ready(summary)).summary == summary)
        #expect(CareerSlot(slot: "c", status: .unreadable(reason: "x")).summary == nil)
    }
}
