import GameModels
@testable import SeasonEngine
import Testing

@Suite("Silly events of the pyramid")
struct PyramidEventGeneratorTests {
    private let clubs = Dictionary(uniqueKeysWithValues: (1...12).map {
        ("team-\($0)", TeamInfo(id: "info-\($0)", name: "Club \($0) Rovers", shortName: "C\($0)", city: "Town \($0)",
                                stadium: "Ground \($0) Park", founded: 1900 + $0))
    })

    @Test func theSameDayBringsTheSameNewsWhateverTheOrderOfTheClubs() {
        let first = PyramidEventGenerator.events(worldSeed: 7, seasonYear: 2026, matchDay: 3, clubs: clubs)
        var rebuilt: [String: TeamInfo] = [:]
        for key in clubs.keys.sorted().reversed() { rebuilt[key] = clubs[key] }
        let again = PyramidEventGenerator.events(worldSeed: 7, seasonYear: 2026, matchDay: 3, clubs: rebuilt)
        #expect(first == again)
        #expect(PyramidEventGenerator.eventsPerDay.contains(first.count))
    }

    @Test func otherDaysSeasonsAndWorldsBringOtherNews() {
        let days = (1...30).map {
            PyramidEventGenerator.events(worldSeed: 7, seasonYear: 2026, matchDay: $0, clubs: clubs)
        }
        #expect(Set(days).count > 25)
        let nextSeason = PyramidEventGenerator.events(worldSeed: 7, seasonYear: 2027, matchDay: 1, clubs: clubs)
        let otherWorld = PyramidEventGenerator.events(worldSeed: 8, seasonYear: 2026, matchDay: 1, clubs: clubs)
        #expect(nextSeason != days[0] || otherWorld != days[0])
        // A few a day, sometimes one, sometimes three.
        #expect(Set(days.map(\.count)) == Set(PyramidEventGenerator.eventsPerDay))
    }

    @Test func everyEventNamesItsClubAndLeavesNoHoleUnfilled() {
        let events = (1...60).flatMap {
            PyramidEventGenerator.events(worldSeed: 11, seasonYear: 2026, matchDay: $0, clubs: clubs)
        }
        for event in events {
            let club = clubs[event.teamId]
            #expect(club != nil)
            let text = event.subject + " " + event.body
            #expect(!text.contains("{") && !text.contains("}"))
            #expect([club?.name, club?.stadium, club?.city].contains { $0.map(text.contains) == true })
        }
    }

    @Test func aDayNeverRepeatsATemplate() {
        for day in 1...40 {
            let events = PyramidEventGenerator.events(worldSeed: 3, seasonYear: 2026, matchDay: day, clubs: clubs)
            #expect(Set(events.map(\.subject)).count == events.count)
        }
    }

    @Test func theBankHoldsAtLeastFortyTemplatesEachNamingTheClubOrItsGround() {
        #expect(PyramidEventBank.templates.count >= 40)
        for template in PyramidEventBank.templates {
            let text = template.subject + template.body
            #expect(["{club}", "{ground}"].contains { text.contains($0) }, "\(template.subject)")
        }
        #expect(Set(PyramidEventBank.templates.map(\.subject)).count == PyramidEventBank.templates.count)
    }

    @Test func noClubsNoEvents() {
        #expect(PyramidEventGenerator.events(worldSeed: 1, seasonYear: 2026, matchDay: 1, clubs: [:]).isEmpty)
    }
}
