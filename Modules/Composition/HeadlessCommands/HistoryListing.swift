import DataManaging
import GameModels

/// `history --json`: champions, the user's club season by season, the cup's finals, and all-time records.
struct HistoryListing: Codable, Equatable {
    struct ClubSeason: Codable, Equatable {
        let season: String
        let tier: Int
        let division: String
        let position: Int
        let points: Int
        let topScorer: String?
        let topScorerGoals: Int
        let move: String?
    }

    struct Record: Codable, Equatable {
        let title: String
        let holder: String
        let detail: String
    }

    struct CupFinal: Codable, Equatable {
        let season: String
        let winner: String
        let runnerUp: String
        let score: String
        let clubRun: String
    }

    let club: String
    let champions: [Champion]
    let clubSeasons: [ClubSeason]
    let cups: [CupFinal]
    let records: [Record]

    init(_ history: CareerHistory) {
        club = history.clubName
        champions = history.champions
        clubSeasons = history.clubSeasons.map {
            ClubSeason(season: $0.seasonLabel, tier: $0.tier, division: $0.divisionName, position: $0.position,
                       points: $0.points, topScorer: $0.topScorer, topScorerGoals: $0.topScorerGoals, move: $0.move)
        }
        cups = history.cups.map {
            CupFinal(season: $0.seasonLabel, winner: $0.winner, runnerUp: $0.runnerUp, score: $0.score,
                     clubRun: $0.clubRun)
        }
        records = history.records.map { Record(title: $0.title, holder: $0.holder, detail: $0.detail) }
    }
}
