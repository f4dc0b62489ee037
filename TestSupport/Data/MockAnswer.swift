import DataManaging
import Testing

/// The answer a test set for one mock call. A call nobody prepared fails the test that made it
/// (and throws), so a test never passes on a fixture it did not ask for.
func answer<Value>(_ result: Result<Value, DataError>?, for call: String) throws(DataError) -> Value {
    guard let result else {
        Issue.record("\(call) was called, but the test set no answer for it")
        throw .storage("no answer set for \(call)")
    }
    return try result.get()
}
