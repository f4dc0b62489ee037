import ClubBoard
import DataManaging
import Economy
import GameModels
import GRDB
import Persistence

/// What a new career's first day posts: the board's word when the squad it inherits already costs more than the
/// wage budget, so the first thing a new manager learns of it is why, not a warning months later.
enum NewCareerMessages {
    static func post(in db: Database) throws {
        let finances = try FinancesBuilder.finances(in: db)
        let context = try SeasonContext(records: SeasonStore.seasonRecords(in: db))
        guard let message = overBudget(finances, date: context.career.currentDate,
                                       teamId: context.career.userTeamId) else { return }
        try InboxPoster.post([message], in: db)
    }

    static func overBudget(_ finances: ClubFinances, date: GameDate, teamId: String) -> InboxDraft? {
        let bill = finances.weeklyWageBill, budget = finances.budget.weeklyWages
        guard bill > budget else { return nil }
        let share = bill * 100 / max(1, budget)
        return InboxDraft(
            date: date, kind: .board, subject: "The board on wages: over budget from the start",
            body: "The squad you take over costs \(Pounds.text(bill)) a week, \(share) % of the board's wage budget "
                + "of \(Pounds.text(budget)) a week — the share of the club's expected income it sets aside for "
                + "wages. Up to \(SeasonBudget.wageTolerance) % the board lets it pass; above that it marks you down "
                + "at the season's end, and a signing's extra wages come out of the transfer money.",
            teamId: teamId)
    }
}
