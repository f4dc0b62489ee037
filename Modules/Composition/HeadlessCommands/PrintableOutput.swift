import PrintableText

/// Where every command's listing goes to standard output: line by line through `PrintableText`, so a name from a
/// career file that got past every check still prints as `?`, never as a control sequence (issue #38).
enum PrintableOutput {
    static func print(_ listing: String) {
        Swift.print(sanitized(listing))
    }

    static func sanitized(_ listing: String) -> String {
        guard PrintableText.containsForbidden(listing) else { return listing }
        return listing.split(separator: "\n", omittingEmptySubsequences: false)
            .map { PrintableText.printable(String($0)) }.joined(separator: "\n")
    }
}
