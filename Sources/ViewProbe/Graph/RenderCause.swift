/// Why a view's body ran: what the runtime saw happen, not a list of possibilities.
public struct RenderCause: Hashable, Sendable, CustomStringConvertible {
  /// The kind of change.
  public enum Kind: String, Hashable, Sendable {
    /// The identity is new: first appearance, or a replacement (an `.id` change, a branch switch …).
    case appeared
    /// The parent re-rendered the harness's content (`reRender()`).
    case parent
    /// A stored property the parent passed changed (E02).
    case input
    /// A `@State` (or `@AppStorage`) property of the view was written.
    case state
    /// An observable property the body read changed (C01).
    case observation
    /// An environment value the view reads changed (D03).
    case environment
    /// A focused value the view reads changed: focus moved, or its publisher published another
    /// (H08).
    case focusedValue
  }

  /// The kind of change.
  public let kind: Kind
  /// The change in words: `@State count changed`, `Book.title changed`, `input title changed
  /// from "a" to "b"`, `new identity: .id value changed from 0 to 1`.
  public let description: String
  /// The word SwiftUI's `_printChanges()` prints for it (`@self`, `@identity`, `_count`,
  /// `@dependencies`).
  let token: String
  /// For a new identity, the dynamic properties `_printChanges()` lists after `@identity` (the
  /// layout's array, shared: nothing is built per node until a line is printed).
  let properties: [String]

  init(_ kind: Kind, _ description: String, token: String, properties: [String] = []) {
    self.kind = kind
    self.description = description
    self.token = token
    self.properties = properties
  }
}

/// One evaluation of a view's body, and its causes.
public struct RenderRecord: Sendable, CustomStringConvertible {
  /// The view's type, as paths print it (`CounterChild`).
  public let view: String
  /// The view's path in the tree.
  public let path: String
  /// The update it ran in: 0 for the mount, then one per flush.
  public let update: Int
  /// Why it ran; several changes in one update give several causes.
  public let causes: [RenderCause]

  /// `path: cause; cause`.
  public var description: String {
    "\(path): " + causes.map(\.description).joined(separator: "; ")
  }

  /// The line SwiftUI's `Self._printChanges()` prints for this evaluation.
  public var printedChanges: String {
    var tokens: [String] = []
    for cause in causes {
      for token in [cause.token] + cause.properties where !tokens.contains(token) {
        tokens.append(token)
      }
    }
    return "\(view): \(tokens.joined(separator: ", ")) changed."
  }
}

/// A change of identity the graph saw while reconciling: a view replaced or removed.
struct IdentityEvent {
  /// The update it happened in.
  let update: Int
  /// The parent whose children changed.
  let parentPath: String
  /// What happened (`.id value changed from 0 to 1`, `ForEach removed element 3`).
  let description: String

  /// `description on parent`.
  var sentence: String { parentPath.isEmpty ? description : "\(description) on \(parentPath)" }
}

extension ValueDescription {
  /// A short printable form of `value` for cause messages, or `nil` for values that would need
  /// reflection to print (structs, collections): those are named without their values.
  static func short(_ value: Any) -> String? {
    switch value {
    case let string as String: return "\"\(string)\""
    case let number as any BinaryInteger: return "\(number)"
    case let number as any BinaryFloatingPoint: return "\(number)"
    case let flag as Bool: return "\(flag)"
    default: return nil
    }
  }
}

/// Names for values in messages.
enum ValueDescription {}
