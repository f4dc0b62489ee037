/// The fees a club may bid or ask at all. The bound sits above the world's dearest player: an overall of 90
/// in his prime on a long contract is valued about £170M (`MarketValue`), a key player costs 1.5 times his
/// value, and the real record is £222M; anything above £300M is a typing slip, not a bid.
public enum FeeRule {
    public static let maximumFee = 300_000_000

    public static func isValid(_ fee: Int) -> Bool {
        (0...maximumFee).contains(fee)
    }
}
