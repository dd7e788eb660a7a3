// Foundation's format predicates where Linux's Foundation has no predicate strings (a view model
// that checks an email address with `NSPredicate(format: "SELF MATCHES %@", pattern)`, or a Core
// Data fetch request's `NSPredicate(format: "title CONTAINS[cd] %@", text)`, does not compile
// there). The grammar Core Data apps use is parsed: comparisons (`==`/`=`, `!=`/`<>`, `<`, `<=`,
// `>`, `>=`, BETWEEN, IN, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, MATCHES, each string comparison
// with `[c]`, `[d]` or `[cd]`), AND/OR/NOT (`&&`, `||`, `!`), parentheses, ANY/ALL/NONE,
// TRUEPREDICATE/FALSEPREDICATE; operands are key paths (dotted, `@count`), SELF, `%@` and `%K`
// (and `%d`, `%i`, `%f` …) arguments, quoted strings, numbers, YES/NO/TRUE/FALSE, NIL/NULL and
// `{…}` lists. Key paths are read from managed objects (`value(forKeyPath:)`) and dictionaries;
// Linux has no key-value coding for other objects. A format Foundation could not parse, or a key
// an object does not have, raises an exception there: here it is a recorded issue, and the
// predicate matches nothing.
#if !canImport(Darwin)
  import Foundation

  extension NSPredicate {
    /// A predicate from a format string with its arguments (see the file's description for the
    /// grammar).
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
      self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string with its arguments in an array.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      var parser = PredicateParser(predicateFormat, arguments: arguments ?? [])
      let condition = parser.parse()
      self.init { object, _ in condition?.evaluate(object) ?? false }
    }
  }

  // On Apple platforms these bridge to Objective-C objects and so pass as `%@` arguments
  // (`NSPredicate(format: "id == %@", id as CVarArg)`, the usual way to fetch by a UUID).
  extension UUID: @retroactive CVarArg {
    /// The UUID's bits, as a C variadic argument (a predicate reads the value itself).
    public var _cVarArgEncoding: [Int] { [hashValue] }
  }

  extension Date: @retroactive CVarArg {
    /// The date's bits, as a C variadic argument (a predicate reads the value itself).
    public var _cVarArgEncoding: [Int] { [hashValue] }
  }

  /// A predicate's values as it compares them.
  enum PredicateValue {
    static func number(_ value: Any?) -> Double? {
      switch value {
      case let value as Int: Double(value)
      case let value as Int16: Double(value)
      case let value as Int32: Double(value)
      case let value as Int64: Double(value)
      case let value as Int8: Double(value)
      case let value as UInt: Double(value)
      case let value as UInt8: Double(value)
      case let value as UInt16: Double(value)
      case let value as UInt32: Double(value)
      case let value as UInt64: Double(value)
      case let value as Double: value
      case let value as Float: Double(value)
      case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
      case let value as NSNumber: value.doubleValue
      default: nil
      }
    }

    static func string(_ value: Any?) -> String? {
      if let string = value as? String { return string }
      if let string = value as? NSString { return string._bridgeToSwift() }
      if let string = value as? Substring { return String(string) }
      return nil
    }

    /// The elements of a collection value (a to-many relationship, a list), or `nil`.
    static func elements(_ value: Any?) -> [Any]? {
      switch value {
      case let set as NSSet: set.allObjects
      case let set as NSOrderedSet: set.array
      case let array as NSArray: array.map { $0 }
      case let set as any Collection where !(value is String):
        set.map { $0 as Any }
      default: nil
      }
    }

    static func equal(_ left: Any?, _ right: Any?, _ options: String.CompareOptions) -> Bool {
      switch (left, right) {
      case (nil, nil): return true
      case (nil, let other), (let other, nil):
        return other is NSNull
      default: break
      }
      if let left = string(left), let right = string(right) {
        return left.compare(right, options: options) == .orderedSame
      }
      if left is Bool || right is Bool, let left = truth(left), let right = truth(right) {
        return left == right
      }
      if let left = number(left), let right = number(right) { return left == right }
      if let left = left as? Date, let right = right as? Date { return left == right }
      if let left = left as? UUID, let right = right as? UUID { return left == right }
      if let left = left as? AnyObject, let right = right as? AnyObject, left === right {
        return true
      }
      if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
      return false
    }

    static func truth(_ value: Any?) -> Bool? {
      if let value = value as? Bool { return value }
      return number(value).map { $0 != 0 }
    }

    static func order(_ left: Any?, _ right: Any?, _ options: String.CompareOptions)
      -> ComparisonResult?
    {
      if let left = string(left), let right = string(right) {
        return left.compare(right, options: options)
      }
      if let left = number(left), let right = number(right) {
        return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
      }
      if let left = left as? Date, let right = right as? Date { return left.compare(right) }
      return nil
    }
  }

  /// A parsed predicate.
  indirect enum PredicateCondition {
    case constant(Bool)
    case not(PredicateCondition)
    case all([PredicateCondition])
    case any([PredicateCondition])
    case comparison(PredicateComparison)

    func evaluate(_ object: Any?) -> Bool {
      switch self {
      case .constant(let value): value
      case .not(let condition): !condition.evaluate(object)
      case .all(let conditions): conditions.allSatisfy { $0.evaluate(object) }
      case .any(let conditions): conditions.contains { $0.evaluate(object) }
      case .comparison(let comparison): comparison.evaluate(object)
      }
    }
  }

  /// A predicate operand.
  indirect enum PredicateOperand {
    case value(Any?)
    case keyPath([String])
    case list([PredicateOperand])

    func resolve(_ object: Any?) -> Any? {
      switch self {
      case .value(let value): return value
      case .list(let items): return items.map { $0.resolve(object) as Any }
      case .keyPath(let keys): return Self.read(keys, from: object)
      }
    }

    private static func read(_ keys: [String], from object: Any?) -> Any? {
      var current = object
      for key in keys {
        switch key.uppercased() {
        case "SELF": continue
        case "@COUNT":
          current = PredicateValue.elements(current)?.count ?? PredicateValue.string(current)?.count
          continue
        default: break
        }
        if let elements = PredicateValue.elements(current) {
          current = elements.map { read([key], from: $0) as Any }
        } else if let managed = current as? NSManagedObject {
          current = managed.value(forKey: key)
        } else if let dictionary = current as? [String: Any] {
          current = dictionary[key]
        } else if current == nil || current is NSNull {
          return nil
        } else {
          _ViewProbeRuntime.reportTrap(
            "[<\(type(of: current!))> valueForUndefinedKey:]: this class is not key value "
              + "coding-compliant for the key \(key). (Linux has no key-value coding: a format "
              + "predicate reads keys of managed objects and dictionaries only.)")
          return nil
        }
      }
      return current
    }
  }

  /// `left <operator>[options] right`, with ANY/ALL/NONE on the left.
  struct PredicateComparison {
    enum Quantifier { case none, any, all, noneOf }
    let quantifier: Quantifier
    let left: PredicateOperand
    let operation: String
    let options: String.CompareOptions
    let right: PredicateOperand

    func evaluate(_ object: Any?) -> Bool {
      let leftValue = left.resolve(object)
      let rightValue = right.resolve(object)
      switch quantifier {
      case .none: return compare(leftValue, rightValue)
      case .any:
        return (PredicateValue.elements(leftValue) ?? []).contains { compare($0, rightValue) }
      case .all:
        return (PredicateValue.elements(leftValue) ?? []).allSatisfy { compare($0, rightValue) }
      case .noneOf:
        return !(PredicateValue.elements(leftValue) ?? []).contains { compare($0, rightValue) }
      }
    }

    private func compare(_ left: Any?, _ right: Any?) -> Bool {
      switch operation {
      case "==", "=": return PredicateValue.equal(left, right, options)
      case "!=", "<>": return !PredicateValue.equal(left, right, options)
      case "<": return PredicateValue.order(left, right, options) == .orderedAscending
      case ">": return PredicateValue.order(left, right, options) == .orderedDescending
      case "<=", "=<":
        return [.orderedAscending, .orderedSame].contains(
          PredicateValue.order(left, right, options))
      case ">=", "=>":
        return [.orderedDescending, .orderedSame].contains(
          PredicateValue.order(left, right, options))
      case "BETWEEN":
        guard let bounds = PredicateValue.elements(right), bounds.count == 2 else { return false }
        return [.orderedDescending, .orderedSame].contains(
          PredicateValue.order(left, bounds[0], options))
          && [.orderedAscending, .orderedSame].contains(
            PredicateValue.order(left, bounds[1], options))
      case "IN":
        if let elements = PredicateValue.elements(right) {
          return elements.contains { PredicateValue.equal(left, $0, options) }
        }
        return stringTest(right, left) { $0.range(of: $1, options: options) != nil }
      case "CONTAINS":
        if let elements = PredicateValue.elements(left) {
          return elements.contains { PredicateValue.equal($0, right, options) }
        }
        return stringTest(left, right) { $0.range(of: $1, options: options) != nil }
      case "BEGINSWITH":
        return stringTest(left, right) {
          $0.range(of: $1, options: options.union(.anchored)) != nil
        }
      case "ENDSWITH":
        return stringTest(left, right) {
          $0.range(of: $1, options: options.union([.anchored, .backwards])) != nil
        }
      case "LIKE": return stringTest(left, right) { wholeMatch($0, pattern: Self.likePattern($1)) }
      case "MATCHES": return stringTest(left, right) { wholeMatch($0, pattern: $1) }
      default: return false
      }
    }

    private func stringTest(_ left: Any?, _ right: Any?, _ test: (String, String) -> Bool) -> Bool {
      guard let left = PredicateValue.string(left), let right = PredicateValue.string(right) else {
        return false
      }
      return test(left, right)
    }

    /// Whether the whole string matches the ICU regular expression `pattern`.
    private func wholeMatch(_ string: String, pattern: String) -> Bool {
      var regexOptions: NSRegularExpression.Options = []
      if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
      guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: regexOptions)
      else {
        _ViewProbeRuntime.reportTrap(
          "NSPredicate MATCHES was given \"\(pattern)\", which is not a valid ICU regular "
            + "expression: Foundation raises an exception there (the app crashes).")
        return false
      }
      let subject =
        options.contains(.diacriticInsensitive)
        ? string.folding(options: .diacriticInsensitive, locale: nil) : string
      let range = NSRange(subject.startIndex..., in: subject)
      return regex.firstMatch(in: subject, options: [], range: range) != nil
    }

    /// LIKE's wildcards as a regular expression: `*` any run, `?` one character.
    private static func likePattern(_ like: String) -> String {
      like.map { character in
        switch character {
        case "*": ".*"
        case "?": "."
        default: NSRegularExpression.escapedPattern(for: String(character))
        }
      }.joined()
    }
  }
#endif
