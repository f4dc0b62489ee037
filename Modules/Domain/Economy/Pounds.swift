/// A sum of money as the market's refusals and the inbox word it: "£1,250,000".
public enum Pounds {
    public static func text(_ amount: Int) -> String {
        let digits = String(amount.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (amount < 0 ? "-£" : "£") + grouped
    }
}
