/// A league's points, the one count every table, the board, crowds' form and the record book use: three for a win, one
/// for a draw (England's rule since 1981/82, FIFA's since 1995).
public enum LeaguePoints {
    public static let win = 3
    public static let draw = 1

    /// The points of a record of `won` wins and `drawn` draws.
    public static func of(won: Int, drawn: Int) -> Int {
        won * win + drawn * draw
    }

    /// The points one side takes from a result of `scored` to `conceded`.
    public static func of(scored: Int, conceded: Int) -> Int {
        scored > conceded ? win : scored == conceded ? draw : 0
    }
}

public extension Match {
    /// The points `teamId` took from this match; nil before it is played (or for a club not in it).
    func points(of teamId: String) -> Int? {
        guard let homeGoals, let awayGoals, teamId == homeTeamId || teamId == awayTeamId else { return nil }
        let home = teamId == homeTeamId
        return LeaguePoints.of(scored: home ? homeGoals : awayGoals, conceded: home ? awayGoals : homeGoals)
    }
}
