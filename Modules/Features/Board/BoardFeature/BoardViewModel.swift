/// What the Board screen shows: the board's view of the coach, and his offers.
public struct BoardViewModel: Equatable, Sendable {
    /// One offer of the list.
    public struct Offer: Equatable, Sendable {
        /// "Real Muddyford · The Gravy Championship (tier 2)"
        public var club: String
        /// "after your sacking · 5 Sep 2026"
        public var detail: String

        public init(club: String, detail: String) {
            self.club = club
            self.detail = detail
        }
    }

    public var title: String
    public var isLoading: Bool
    public var errorMessage: String?
    /// "Custard Rovers · 2nd strongest of 20 · the board expects: title challengers"
    public var headline: String
    /// 0–100, drawn as a bar.
    public var confidence: Int
    /// The warning or the sack, in words; nil while the board is content.
    public var verdict: String?
    public var offers: [Offer]
    public var selectedIndex: Int
    /// Shown instead of the offers when there is none.
    public var noOffers: String?
    /// The club's name being typed; nil while the field is closed.
    public var application: String?
    public var notice: String?

    public init(title: String = "Board", isLoading: Bool = true, errorMessage: String? = nil, headline: String = "",
                confidence: Int = 0, verdict: String? = nil, offers: [Offer] = [], selectedIndex: Int = 0,
                noOffers: String? = nil, application: String? = nil, notice: String? = nil) {
        self.title = title
        self.isLoading = isLoading
        self.errorMessage = errorMessage
        self.headline = headline
        self.confidence = confidence
        self.verdict = verdict
        self.offers = offers
        self.selectedIndex = selectedIndex
        self.noOffers = noOffers
        self.application = application
        self.notice = notice
    }
}
