import DataManaging
import DesignSystem

/// `finances`' work, apart from argument parsing so tests can call it.
struct HeadlessFinances {
    let finances: any FinanceDataManaging

    func finances(careerId: String, json: Bool) async throws -> String {
        let record = try await CommandFailure.reporting { try await finances.finances(careerId: careerId) }
        let listing = FinancesListing(record)
        if json { return try HeadlessJSON.encode(listing) }
        var lines = [
            "\(listing.club) · \(listing.season)",
            "Balance \(MoneyText.amount(listing.balance)) (season start \(MoneyText.amount(listing.openingBalance)))",
            "Wage bill \(MoneyText.weekly(listing.weeklyWageBill)) · board's wage budget "
                + "\(MoneyText.weekly(listing.weeklyWageBudget)) · transfer budget left "
                + "\(MoneyText.amount(listing.transferBudgetLeft)) of \(MoneyText.amount(listing.transferBudget))",
            "",
        ]
        guard !listing.weeks.isEmpty || !listing.totals.isEmpty else {
            return (lines + ["No money has moved this season yet: the first match day pays the first week."])
                .joined(separator: "\n")
        }
        lines += TextTable.render([["KIND", "IN", "OUT"]] + listing.totals.map { total in
            [total.kind, total.income ? MoneyText.amount(total.amount) : "", total.income ? "" : MoneyText.amount(total.amount)]
        } + [["total", MoneyText.amount(listing.income), MoneyText.amount(listing.spending)]],
            rightAligned: [1, 2]).split(separator: "\n").map { "  " + $0 }
        lines.append("")
        lines += TextTable.render([["DAY", "DATE", "IN", "OUT", "BALANCE"]] + listing.weeks.map { week in
            [String(week.matchDay), week.date, MoneyText.amount(week.income), MoneyText.amount(week.spending),
             MoneyText.amount(week.balance)]
        }, rightAligned: [0, 2, 3, 4]).split(separator: "\n").map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
