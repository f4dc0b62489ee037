import GameModels
@testable import SeasonEngine
import Testing

@Suite("Silly events of the pyramid")
struct PyramidEventGeneratorTests {
    private let clubs = Dictionary(uniqueKeysWithValues: (1...12).map {
        ("team-\($0)", TeamInfo(id: "info-\($0)", name: "Club \($0) Rovers", shortName: "C\($0)", city: "Town \($0)",
                                stadium: "Ground \($0) Park", founded: 1900 + $0))
    })
    private let start = GameDate(year: 2026, month: 8, day: 1)

    private func season(_ seed: UInt64, year: Int = 2026, days: Int = 38) -> [[PyramidEvent]] {
        (1...days).map {
            PyramidEventGenerator.events(worldSeed: seed, seasonYear: year,
                                         seasonStart: GameDate(year: year, month: 8, day: 1), matchDay: $0,
                                         clubs: clubs)
        }
    }

    @Test func theSameDayBringsTheSameNewsWhateverTheOrderOfTheClubs() {
        let day = (1...38).first { !season(7)[$0 - 1].isEmpty } ?? 1
        let first = PyramidEventGenerator.events(worldSeed: 7, seasonYear: 2026, seasonStart: start, matchDay: day,
                                                 clubs: clubs)
        var rebuilt: [String: TeamInfo] = [:]
        for key in clubs.keys.sorted().reversed() { rebuilt[key] = clubs[key] }
        let again = PyramidEventGenerator.events(worldSeed: 7, seasonYear: 2026, seasonStart: start, matchDay: day,
                                                 clubs: rebuilt)
        #expect(first == again && first.count == 1)
    }

    @Test("news is rare: at most one event a day, about a dozen a season, every season and world its own")
    func newsIsRare() {
        for seed in UInt64(1)...40 {
            let days = season(seed)
            #expect(days.allSatisfy { $0.count <= 1 })
            #expect((5...22).contains(days.count { !$0.isEmpty }), "seed \(seed): \(days.count { !$0.isEmpty })")
        }
        #expect(season(7) != season(7, year: 2027) || season(7) != season(8))
    }

    @Test("a season never repeats an event, and the weather and wildlife keep to their months")
    func noRepeatsAndSeasonal() {
        let byMonth = Dictionary(grouping: PyramidEventBank.templates, by: \.subject)
        for seed in UInt64(1)...60 {
            var subjects: [String] = []
            for (index, events) in season(seed).enumerated() {
                let month = SeasonCalendar.date(ofMatchDay: index + 1, seasonStart: start).month
                for event in events {
                    subjects.append(event.subject)
                    if event.subject == "Snowman on the terraces" { #expect([12, 1, 2].contains(month)) }
                    if event.subject == "Ducks delay the match" { #expect([3, 4, 5].contains(month)) }
                }
            }
            #expect(Set(subjects).count == subjects.count, "seed \(seed) repeated an event: \(subjects)")
        }
        #expect(byMonth["Snowman on the terraces"]?.first?.fits(month: 8) == false)
    }

    @Test func everyEventNamesItsClubAndLeavesNoHoleUnfilled() {
        let events = (UInt64(1)...10).flatMap { season($0).flatMap { $0 } }
        #expect(events.count > 50)
        for event in events {
            let club = clubs[event.teamId]
            #expect(club != nil)
            let text = event.subject + " " + event.body
            #expect(!text.contains("{") && !text.contains("}"))
            #expect([club?.name, club?.stadium, club?.city].contains { $0.map(text.contains) == true })
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
        #expect((1...38).allSatisfy {
            PyramidEventGenerator.events(worldSeed: 1, seasonYear: 2026, seasonStart: start, matchDay: $0,
                                         clubs: [:]).isEmpty
        })
    }
}
