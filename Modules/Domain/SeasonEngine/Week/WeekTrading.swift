/// Who trades on a window day.
public enum WeekTrading: Sendable, Hashable {
    /// Nobody: a season played from fixed squads (realism studies).
    case nobody
    /// Every club as a computer club: `simulate`, and a career the assistant runs (`advance`).
    case everyClub
    /// Every club but the manager's, whose players' bids come back to him: a career he runs himself.
    case allBut(userTeamId: String)
}
