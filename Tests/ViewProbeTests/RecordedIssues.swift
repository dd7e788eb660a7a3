import Testing
import ViewProbe

/// Comments of recorded issues, collected from Swift Testing's `@Sendable` matchers.
final class RecordedComments: @unchecked Sendable {
  private let lock = NSLock()
  private var comments: [String] = []

  func append(_ comment: String) { lock.withLock { comments.append(comment) } }
  var all: [String] { lock.withLock { comments } }
}

/// Runs `body`, expecting exactly one recorded issue whose comment `matches`.
@MainActor
private func expectOneIssue(
  _ description: String, sourceLocation: SourceLocation,
  matches: @escaping @Sendable (String) -> Bool,
  _ body: () throws -> Void
) rethrows {
  let recorded = RecordedComments()
  try withKnownIssue(sourceLocation: sourceLocation) {
    try body()
  } matching: { issue in
    let text = issue.comments.map(\.rawValue).joined()
    recorded.append(text)
    return matches(text)
  }
  let comments = recorded.all
  #expect(
    comments.count == 1, "expected one issue \(description), got \(comments)",
    sourceLocation: sourceLocation)
}

/// Runs `body`, expecting exactly one recorded issue whose comment starts with `prefix`.
@MainActor
func expectIssue(
  startingWith prefix: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) rethrows {
  try expectOneIssue(
    "starting with \"\(prefix)\"", sourceLocation: sourceLocation,
    matches: { $0.hasPrefix(prefix) },
    body)
}

/// Runs `body`, expecting exactly one recorded issue whose comment is `message`, word for word.
@MainActor
func expectFailure(
  _ message: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) rethrows {
  try expectOneIssue(
    "\"\(message)\"", sourceLocation: sourceLocation, matches: { $0 == message }, body)
}
