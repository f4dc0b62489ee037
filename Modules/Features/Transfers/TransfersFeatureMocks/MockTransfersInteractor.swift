import TransfersFeature

/// A Transfers interactor whose view model the test sets and whose every call it records in order.
@MainActor
public final class MockTransfersInteractor: TransfersInteractorProtocol {
    public enum Call: Equatable, Sendable {
        case load, switchPage(Int), move(Int), openSelected, close
        case cyclePosition, toggleFreeAgentsOnly, editFilter(TransfersFilter), clearFilters
        case toggleShortlist, askBid, takeCounter, askContract, acceptBid, rejectBid, askCounter
        case type(String), deleteBackward, submitInput, cancelInput
    }

    public weak var delegate: (any TransfersInteractorDelegate)?
    public var viewModel = TransfersViewModel()

    /// The careers a factory made this interactor for.
    public var creations: [String] = []
    public private(set) var calls: [Call] = []

    public init() {}

    public func load() async { calls.append(.load) }
    public func switchPage(by offset: Int) { calls.append(.switchPage(offset)) }
    public func move(by offset: Int) async { calls.append(.move(offset)) }
    public func openSelected() { calls.append(.openSelected) }
    public func close() { calls.append(.close) }
    public func cyclePosition() async { calls.append(.cyclePosition) }
    public func toggleFreeAgentsOnly() async { calls.append(.toggleFreeAgentsOnly) }
    public func editFilter(_ filter: TransfersFilter) { calls.append(.editFilter(filter)) }
    public func clearFilters() async { calls.append(.clearFilters) }
    public func toggleShortlist() async { calls.append(.toggleShortlist) }
    public func askBid() { calls.append(.askBid) }
    public func takeCounter() async { calls.append(.takeCounter) }
    public func askContract() async { calls.append(.askContract) }
    public func acceptBid() async { calls.append(.acceptBid) }
    public func rejectBid() async { calls.append(.rejectBid) }
    public func askCounter() { calls.append(.askCounter) }
    public func type(_ text: String) { calls.append(.type(text)) }
    public func deleteBackward() { calls.append(.deleteBackward) }
    public func submitInput() async { calls.append(.submitInput) }
    public func cancelInput() { calls.append(.cancelInput) }
}
