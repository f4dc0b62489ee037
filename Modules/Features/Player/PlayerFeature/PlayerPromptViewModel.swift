/// The one line under the profile: a contract question waiting for its answer, or how the last one ended.
public enum PlayerPromptViewModel: Equatable, Sendable {
    /// A question: Enter accepts, Esc cancels.
    case acceptOrCancel(String)
    /// A question: y confirms; anything else says no.
    case yesOrNo(String)
    /// What happened.
    case report(String)
    /// Why it cannot be done.
    case refusal(String)

    public var text: String {
        switch self {
        case .acceptOrCancel(let text), .yesOrNo(let text), .report(let text), .refusal(let text): text
        }
    }
}
