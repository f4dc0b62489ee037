@testable import HeadlessCommands
import ClubBoard
import DataManaging
import Foundation
import GameModels
import Testing
import TestSupport

@MainActor
@Suite struct HeadlessBoardTests {
    let data = MockBoardDataManager()
    let league = MockLeagueDataManager()

    private static let offer = JobOffer(id: 4, teamId: "team-3", clubName: "Real Muddyford",
                                        divisionName: "The Gravy Championship", tier: 2, occasion: .sacking,
                                        date: GameDate(year: 2026, month: 9, day: 5))
    private static func status(confidence: Int = 42, warned: Bool = false, sacked: Bool = false,
                               offers: [JobOffer] = []) -> BoardStatus {
        BoardStatus(teamId: "team-1", clubName: "Custard Rovers", rank: 2, clubs: 20,
                    expectation: .titleChallengers,
                    state: BoardState(confidence: confidence, warned: warned, sacked: sacked, weeksInJob: 5),
                    offers: offers)
    }

    private var board: HeadlessBoard { HeadlessBoard(board: data, league: league) }

    @Test func textShowsTheExpectationAndConfidenceAsABar() async throws {
        data.statusResult = .success(Self.status())
        let lines = try await board.status(careerId: "c", json: false).split(separator: "\n").map(String.init)
        #expect(lines == [
            "Custard Rovers: 2nd strongest of 20, the board expects title challengers",
            "Confidence 42/100 [########------------]",
            "No job offers.",
        ])
    }

    @Test func aSackedCoachIsToldHowToGoOnAndSeesHisOffers() async throws {
        data.statusResult = .success(Self.status(confidence: 0, warned: true, sacked: true, offers: [Self.offer]))
        let text = try await board.status(careerId: "slot", json: false)
        #expect(text.contains("Sacked: accept an offer to go on (supersoccer board --career slot --accept OFFER_ID)"))
        #expect(text.contains("#4") && text.contains("Real Muddyford") && text.contains("after your sacking"))
        #expect(!text.contains("warned"))
    }

    @Test func jsonListsTheStateAndTheOffers() async throws {
        data.statusResult = .success(Self.status(warned: true, offers: [Self.offer]))
        let json = try await board.status(careerId: "c", json: true)
        let listing = try JSONDecoder().decode(BoardListing.self, from: Data(json.utf8))
        #expect(listing.confidence == 42 && listing.warned && !listing.sacked)
        #expect(listing.expectation == "title challengers")
        #expect(listing.offers == [.init(id: 4, teamId: "team-3", club: "Real Muddyford",
                                         division: "The Gravy Championship", tier: 2, occasion: "sacking",
                                         date: "2026-09-05")])
    }

    @Test func acceptingPassesTheOfferAndAnUnknownOneIsOneLine() async throws {
        data.acceptResult = .success(Self.status(confidence: 60))
        let text = try await board.accept(careerId: "c", offerId: 4, json: false)
        #expect(text.hasPrefix("You are the new coach of Custard Rovers.\n"))
        #expect(data.accepted.map(\.offerId) == [4])
        data.acceptResult = .failure(.jobOfferNotFound(9))
        let failure = await #expect(throws: CommandFailure.self) {
            try await board.accept(careerId: "c", offerId: 9, json: false)
        }
        #expect(failure?.description == "no open job offer with id 9")
    }

    @Test func applyingFindsTheClubByNameOrId() async throws {
        league.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
        data.applyResult = .success(.offered(Self.offer))
        #expect(try await board.apply(careerId: "c", club: "muddyford", json: false)
            == "Real Muddyford offers you the job: supersoccer board --career c --accept 4")
        data.applyResult = .success(.turnedDown(clubName: "Real Muddyford", reason: "not this season"))
        #expect(try await board.apply(careerId: "c", club: "team-3", json: false)
            == "Real Muddyford turned you down: not this season")
        #expect(data.applied.map(\.teamId) == ["team-3", "team-3"])
        let json = try await board.apply(careerId: "c", club: "team-3", json: true)
        #expect(try JSONDecoder().decode(BoardApplicationListing.self, from: Data(json.utf8))
            == BoardApplicationListing(.turnedDown(clubName: "Real Muddyford", reason: "not this season")))
    }

    @Test func anUnknownClubIsOneLineAndAsksNothingOfTheBoard() async throws {
        league.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
        let failure = await #expect(throws: CommandFailure.self) {
            try await board.apply(careerId: "c", club: "Nowhere Town", json: false)
        }
        #expect(failure?.description.hasPrefix("no club matches 'Nowhere Town'") == true)
        #expect(data.applied.isEmpty)
    }
}
