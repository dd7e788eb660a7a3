import Foundation

// `#Predicate { $0.name.localizedStandardContains(search) }` — how SwiftData apps search — needs
// `PredicateExpressions.build_localizedStandardContains`, which Linux's Foundation leaves out
// (its `String.localizedStandardContains` exists). The stand-in provides it.
extension PredicateExpressions {
  /// Whether a string contains another, ignoring case and diacritics, as a predicate expression.
  public struct _LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
    PredicateExpression
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    /// The result: whether `root` contains `other`.
    public typealias Output = Bool
    /// The string searched.
    public let root: Root
    /// The string searched for.
    public let other: Other

    /// The expression `root.localizedStandardContains(other)`.
    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    /// Evaluates both strings and compares them as `localizedStandardContains` does.
    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      String(try root.evaluate(bindings)).localizedStandardContains(
        String(try other.evaluate(bindings)))
    }
  }

  /// What `#Predicate` writes for `localizedStandardContains(_:)`.
  public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
    -> _LocalizedStandardContains<Root, Other>
  {
    _LocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions._LocalizedStandardContains: Sendable
where Root: Sendable, Other: Sendable {}

extension PredicateExpressions._LocalizedStandardContains: Codable
where Root: Codable, Other: Codable {}

extension PredicateExpressions._LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
