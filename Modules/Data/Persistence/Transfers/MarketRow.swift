/// A player as a market search reads him: his row, his club's name and tier (nil for a free agent) and
/// whether the user has shortlisted him.
package struct MarketRow {
    package let player: PlayerRecord
    package let clubName: String?
    package let tier: Int?
    package let shortlisted: Bool
}
