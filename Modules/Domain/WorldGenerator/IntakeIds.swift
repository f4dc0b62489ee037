import GameModels

/// The ids of players who join the world after it is generated: `y<year>-<club>-<n>` from a club's academy,
/// `n<year>-<club>-<n>` from outside the pyramid, `<club>` the club's place among the pyramid's clubs in id order.
/// Under 16 bytes for any pyramid the rules accept, so Swift keeps each id inline: a longer one lives on the heap, and
/// every copy and comparison of it costs a reference count or a call — which made a season-20 world's week slower
/// than season 1's, whose ids are all `player-<n>`.
public enum IntakeIds {
    /// Each club's place (from 1) among `teams` in id order.
    public static func clubNumbers(_ teams: [Team]) -> [String: Int] {
        Dictionary(teams.map(\.id).sorted().enumerated().map { ($1, $0 + 1) }, uniquingKeysWith: { first, _ in first })
    }

    /// The prefix of club number `club`'s academy intake for the season starting in `year`; `YouthAcademy` numbers
    /// the youngsters after it.
    public static func academy(year: Int, club: Int) -> String {
        "y\(year)-\(club)"
    }

    /// The `number`th part-timer club number `club` signs from outside the pyramid in the season starting in `year`.
    public static func journeyman(year: Int, club: Int, number: Int) -> String {
        "n\(year)-\(club)-\(number)"
    }
}
