import Economy
import GameModels
import TransferMarket

/// What one match day of the pyramid did, for the caller to store or keep.
public struct WeekOutcome: Sendable {
    /// The transfer window open today; nil outside the windows.
    public let window: TransferWindow?
    /// Whether today is the window's last day: bids still open expire with it.
    public let closesWindow: Bool
    /// The computer clubs' moves, made before the matches, in the order made.
    public let transfers: [CompletedTransfer]
    /// The computer clubs' bids for the manager's players.
    public let bidsForUser: [MarketBid]
    /// Today's fixtures with their scores.
    public let results: [Match]
    /// The league matches' reports, and the conditions the day changed (after the cup round, when one was played).
    public let day: MatchDayResult
    /// The cup round played midweek after the league day, if one was.
    public let cup: CupOutcome?
    /// The round after today when the manager plays his tie in it himself (`WeekState.managerPlaysCupTie`): its
    /// ties as drawn, none played; empty otherwise.
    public let cupLeftToPlay: [CupTie]
    /// Round 1's draw when it was made today, ahead of its day; empty otherwise.
    public let cupDrawn: [CupTie]
    /// Each club's week of money (`ClubWeek`, with the cup's prizes and gates), by club id; fees are in `transfers`.
    public let money: [String: [MoneyMovement]]
    /// Every active player after the day: moved by the market, with his new condition.
    public let players: [Player]
}
