import DataManaging
import GameModels
import PlayerFeature
import TestSupport
import Testing

@MainActor
@Suite("PlayerViewModelTransform")
struct PlayerViewModelTransformTests {
    let transform = PlayerViewModelTransform()

    func profile(_ details: PlayerDetails = SeasonFixtures.playerDetails) throws -> PlayerProfileViewModel {
        try #require(transform.transform(PlayerScreenState(isLoading: false, details: details)).profile)
    }

    @Test("before loading the title is generic and there is no profile")
    func loading() {
        let viewModel = transform.transform(PlayerScreenState())
        #expect(viewModel == PlayerViewModel(title: "Player", isLoading: true, errorMessage: nil, profile: nil,
                                             scrollOffset: 0))
    }

    @Test("an error and the scroll position pass through")
    func errorAndScroll() {
        let viewModel = transform.transform(PlayerScreenState(isLoading: false, errorMessage: "Could not: x",
                                                              scrollOffset: 4))
        #expect(viewModel.errorMessage == "Could not: x")
        #expect(!viewModel.isLoading)
        #expect(viewModel.profile == nil)
        #expect(viewModel.scrollOffset == 4)
    }

    @Test("the header names the player, his position, age, club and division; the title is his name")
    func header() throws {
        let state = PlayerScreenState(isLoading: false, details: SeasonFixtures.playerDetails)
        #expect(transform.transform(state).title == "Player No13")
        #expect(try profile().header == PlayerHeaderViewModel(name: "Player No13", position: "Forward (FW)", age: "32",
                                                              club: "Crumpet Rovers · The Custard Premiership"))
    }

    @Test("a club without a division shows the club alone")
    func clubWithoutDivision() throws {
        #expect(try profile(PlayerSamples.details(divisionName: nil)).header.club == "Crumpet Rovers")
    }

    @Test("a free agent has no club and no contract")
    func freeAgent() throws {
        let free = try profile(PlayerSamples.details(clubName: nil, divisionName: nil))
        #expect(free.header.club == "Free agent")
        #expect(free.contract == nil)
    }

    @Test("the wage is weekly money in pounds, thousands or millions, rounded half up",
          arguments: [(0, "£0/wk"), (950, "£950/wk"), (1_000, "£1.0k/wk"), (5_200, "£5.2k/wk"),
                      (12_049, "£12.0k/wk"), (12_050, "£12.1k/wk"), (999_949, "£999.9k/wk"),
                      (999_950, "£1.0M/wk"), (1_500_000, "£1.5M/wk")])
    func wage(_ pounds: Int, _ expected: String) throws {
        #expect(try profile(PlayerSamples.details(player: PlayerSamples.player(wage: pounds))).contract?.wage
                == expected)
    }

    @Test("the contract runs until a season written as its two years",
          arguments: [(2028, "2028/29"), (2009, "2009/10"), (2099, "2099/00"), (2030, "2030/31")])
    func contractEnd(_ endSeason: Int, _ expected: String) throws {
        let details = PlayerSamples.details(player: PlayerSamples.player(endSeason: endSeason))
        #expect(try profile(details).contract?.endSeason == expected)
    }

    @Test("condition: fitness, then fit, injured or suspended (singular for one match day)",
          arguments: [
            (PlayerCondition(fitness: 100), "Fit", PlayerConditionViewModel.Availability.fit),
            (PlayerCondition(fitness: 64, injuryMatchDays: 3), "Injured: out for 3 match days", .injured),
            (PlayerCondition(fitness: 64, injuryMatchDays: 1), "Injured: out for 1 match day", .injured),
            (PlayerCondition(fitness: 90, suspensionMatchDays: 2), "Suspended: 2 match days", .suspended),
            (PlayerCondition(fitness: 90, suspensionMatchDays: 1), "Suspended: 1 match day", .suspended),
            (PlayerCondition(fitness: 70, injuryMatchDays: 4, suspensionMatchDays: 1),
             "Injured: out for 4 match days · Suspended: 1 match day", .injured),
          ])
    func condition(_ condition: PlayerCondition, _ status: String,
                   _ availability: PlayerConditionViewModel.Availability) throws {
        let details = PlayerSamples.details(player: PlayerSamples.player(condition: condition))
        #expect(try profile(details).condition
                == PlayerConditionViewModel(fitnessLevel: condition.fitness, fitness: "\(condition.fitness)",
                                            availability: availability, status: status))
    }

    @Test("ratings: the overall, then the seven attributes pace to goalkeeping")
    func ratings() throws {
        let ratings = PlayerRatings(pace: 71, shooting: 72, passing: 73, dribbling: 74, defending: 75, physical: 76,
                                    goalkeeping: 77, overall: 70)
        let base = PlayerSamples.player()
        let player = Player(id: base.id, teamId: base.teamId, firstName: base.firstName, lastName: base.lastName,
                            position: base.position, age: base.age, ratings: ratings, contract: base.contract)
        let viewModel = try profile(PlayerSamples.details(player: player)).ratings
        #expect(viewModel.overall == .init(label: "Overall", value: "70", level: 70))
        #expect(viewModel.attributes.map(\.label)
                == ["Pace", "Shooting", "Passing", "Dribbling", "Defending", "Physical", "Goalkeeping"])
        #expect(viewModel.attributes.map(\.value) == ["71", "72", "73", "74", "75", "76", "77"])
        #expect(viewModel.attributes.map(\.level) == [71, 72, 73, 74, 75, 76, 77])
    }

    @Test("this season shows every count and the average rating")
    func thisSeason() throws {
        let current = PlayerSamples.season("2027/28", appearances: 12, goals: 5, assists: 3, yellowCards: 2,
                                           redCards: 1, averageRating: 7.14)
        #expect(try profile(PlayerSamples.details(seasons: [current])).thisSeason
                == PlayerSeasonViewModel(season: "2027/28", appearances: "12", goals: "5", assists: "3",
                                         yellowCards: "2", redCards: "1", averageRating: "7.1"))
    }

    @Test("average ratings have one decimal, rounded half up; none yet is a dash",
          arguments: [(8.1, "8.1"), (7.14, "7.1"), (6.96, "7.0"), (6.75, "6.8"), (10.0, "10.0"), (nil, "–")]
            as [(Double?, String)])
    func averageRating(_ rating: Double?, _ expected: String) throws {
        let current = PlayerSamples.season("2026/27", appearances: rating == nil ? 0 : 3, averageRating: rating)
        #expect(try profile(PlayerSamples.details(seasons: [current])).thisSeason.averageRating == expected)
    }

    @Test("the career has a row per season, newest first, and totals over all of them")
    func career() throws {
        let seasons = [
            PlayerSamples.season("2028/29", club: nil, appearances: 0, averageRating: nil),
            PlayerSamples.season("2027/28", appearances: 10, goals: 2, assists: 1, yellowCards: 1, averageRating: 6.0),
            PlayerSamples.season("2026/27", club: "Sporting Wobbleton", appearances: 30, goals: 11, assists: 4,
                                 redCards: 1, averageRating: 7.0),
        ]
        let career = try profile(PlayerSamples.details(seasons: seasons)).career
        #expect(career.rows == [
            .init(season: "2028/29", club: "–", appearances: "0", goals: "0", assists: "0", averageRating: "–"),
            .init(season: "2027/28", club: "Crumpet Rovers", appearances: "10", goals: "2", assists: "1",
                  averageRating: "6.0"),
            .init(season: "2026/27", club: "Sporting Wobbleton", appearances: "30", goals: "11", assists: "4",
                  averageRating: "7.0"),
        ])
        // Weighted by appearances: (10 × 6.0 + 30 × 7.0) / 40 = 6.75.
        #expect(career.totals == .init(season: "Total", club: "3 seasons", appearances: "40", goals: "13",
                                       assists: "5", averageRating: "6.8"))
    }

    @Test("a career without a rated match has a dash for its average; one season is singular")
    func careerWithoutRating() throws {
        let seasons = [PlayerSamples.season("2026/27", appearances: 0, averageRating: nil)]
        let totals = try profile(PlayerSamples.details(seasons: seasons)).career.totals
        #expect(totals.averageRating == "–")
        #expect(totals.club == "1 season")
        #expect(totals.appearances == "0")
    }
}
