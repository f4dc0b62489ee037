/// A club's fees paid less fees received in a season: what counts against its transfer budget
/// (`SeasonBudget.transfersLeft`). One count for careers, `simulate`'s books and the manager's Finances (issue #39).
public enum NetSpending {
    /// What a fee moves: the buying club's spending up by it, the selling club's down (a free agent has none).
    public static func shares(fee: Int, from seller: String?, to buyer: String) -> [(teamId: String, amount: Int)] {
        [(buyer, fee)] + (seller.map { [($0, -fee)] } ?? [])
    }

    /// Every club's net spending over `moves` (each a fee, the selling club or nil, and the buying club).
    public static func byClub(_ moves: [(fee: Int, from: String?, to: String)]) -> [String: Int] {
        moves.reduce(into: [:]) { spending, move in
            for share in shares(fee: move.fee, from: move.from, to: move.to) {
                spending[share.teamId, default: 0] += share.amount
            }
        }
    }
}
