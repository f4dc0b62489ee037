/// The crowd of a home match and what it pays. The tier's usual share of seats sold, moved by where both
/// clubs stand and the home side's form, as attendance studies find: a few percent each, never beyond a
/// full ground.
public enum Attendance {
    /// A leader sells this much more than the tier's usual share, the bottom club this much less.
    public static let positionSwing = 0.12
    /// A top-of-the-table visitor draws this much more, the bottom club this much less.
    public static let opponentSwing = 0.06
    /// Each point a match of form above the ordinary adds this share (and below, takes it).
    public static let formSwingPerPoint = 0.04

    public static func crowd(at match: HomeMatch) -> Int {
        let economy = TierEconomy.of(tier: match.tier)
        let formGap = match.form.pointsPerMatch - Form.ordinaryPointsPerMatch
        let fill = economy.baseFill
            * (1 + positionSwing * tableShare(match.position, clubs: match.clubs))
            * (1 + opponentSwing * tableShare(match.opponentPosition, clubs: match.clubs))
            * (1 + formSwingPerPoint * formGap)
        return Int(Double(match.capacity) * fill.clamped(to: 0...1))
    }

    /// Gate receipts: the crowd times the tier's ticket price.
    public static func receipts(at match: HomeMatch) -> Int {
        crowd(at: match) * TierEconomy.of(tier: match.tier).ticketPrice
    }

    /// From +1 at the top of the table to −1 at the bottom, 0 mid-table.
    static func tableShare(_ position: Int, clubs: Int) -> Double {
        guard clubs > 1 else { return 0 }
        return 1 - 2 * Double(position - 1) / Double(clubs - 1)
    }
}
