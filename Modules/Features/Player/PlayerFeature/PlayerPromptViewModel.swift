/// The one line under the profile: a contract question waiting for its answer, or how the last one ended.
public struct PlayerPromptViewModel: Equatable, Sendable {
    public enum Answer: Equatable, Sendable {
        /// Enter accepts, Esc cancels.
        case acceptOrCancel
        /// y confirms; anything else says no.
        case yesOrNo
        /// Nothing to answer: the line reports what happened.
        case none
    }

    public var text: String
    public var answer: Answer
    public var isRefusal: Bool

    public init(text: String, answer: Answer, isRefusal: Bool = false) {
        self.text = text
        self.answer = answer
        self.isRefusal = isRefusal
    }
}
