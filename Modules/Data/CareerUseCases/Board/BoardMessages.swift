import ClubBoard
import GameModels
import Persistence

/// What the board posts to the user's inbox: its warning, the sack, and the clubs offering him a job.
enum BoardMessages {
    static func warning(club: String, teamId: String, expectation: BoardExpectation, confidence: Int,
                        date: GameDate) -> InboxDraft {
        InboxDraft(date: date, kind: .board, subject: "The board at \(club) is losing patience",
                   body: "The board's confidence in you has fallen to \(confidence) of 100. They expected "
                       + "\(expectation.words) and want to see it soon; if confidence runs out, you will be "
                       + "shown the door.",
                   teamId: teamId)
    }

    static func sack(club: String, teamId: String, offers: [String], date: GameDate) -> InboxDraft {
        InboxDraft(date: date, kind: .board, subject: "Sacked by \(club)",
                   body: "The board of \(club) has run out of patience and relieved you of your duties. "
                       + "\(offers.joined(separator: ", ")) have called about their vacancy: accept one of "
                       + "their offers on the Board screen to go on.",
                   teamId: teamId)
    }

    static func offers(_ clubs: [String], date: GameDate) -> InboxDraft {
        InboxDraft(date: date, kind: .board, subject: "Clubs are asking about you",
                   body: "After your season, \(clubs.joined(separator: " and ")) would like you as their coach. "
                       + "Their offers stand on the Board screen until next season's end.")
    }

    static func moved(from oldClub: String, to newClub: String, teamId: String, date: GameDate) -> InboxDraft {
        InboxDraft(date: date, kind: .board, subject: "Welcome to \(newClub)",
                   body: "You are the new coach of \(newClub), and \(oldClub) has taken their old one. "
                       + "The board starts with confidence \(BoardRules.newJobConfidence) of 100.",
                   teamId: teamId)
    }
}
