/// A record-changing moment as the core draws it. Players are numbered by their place in the side's TeamSheet.
struct CoreEvent: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case goal, yellowCard, redCard, injury, substitution
    }

    let tick: Int
    let minute: Int
    let kind: Kind
    /// 0 for the home side, 1 for the away side.
    let side: Int
    /// Scorer, booked or injured player, or the player coming off.
    let player: Int
    /// Assister or the substitute coming on.
    let other: Int?
}
