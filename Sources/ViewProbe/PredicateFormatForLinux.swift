// Foundation's format predicates for the one use app code outside Core Data makes of them —
// checking a string (`NSPredicate(format: "SELF MATCHES %@", emailPattern).evaluate(with:
// email)`) — where Linux's Foundation has no predicate strings at all (a view model that checks an
// email address that way does not compile there). A predicate compares the evaluated string itself
// (`SELF`) with one argument: MATCHES (an ICU regular expression the whole string must match, as
// Foundation's), CONTAINS, BEGINSWITH, ENDSWITH, LIKE (`*` and `?` wildcards), `==`/`=` and `!=`,
// each with `[c]` (case-insensitive), `[d]` (diacritic-insensitive) or `[cd]`. Any other format —
// a key path (`name CONTAINS %@`) needs key-value coding, which Linux lacks — is a recorded issue,
// and the predicate matches nothing.
#if !canImport(Darwin)
  import Foundation

  extension NSPredicate {
    /// A predicate from a format string with its arguments: a string compared with the first
    /// argument (see the file's description for what Linux supports).
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
      self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string with its arguments in an array.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      let comparison = StringComparison(predicateFormat, argument: arguments?.first)
      if comparison == nil {
        _ViewProbeRuntime.reportIssue(
          "NSPredicate(format: \"\(predicateFormat)\") cannot be evaluated on Linux, which has no "
            + "predicate strings: ViewProbe evaluates only a string compared with one argument "
            + "(\"SELF MATCHES %@\", CONTAINS, BEGINSWITH, ENDSWITH, LIKE, ==, !=, with [c], [d]); "
            + "this predicate matches nothing.")
      }
      self.init { object, _ in
        guard let comparison, let string = Self.string(object) else { return false }
        return comparison.matches(string)
      }
    }

    private static func string(_ object: Any?) -> String? {
      if let string = object as? String { return string }
      if let string = object as? NSString { return string._bridgeToSwift() }
      return nil
    }
  }

  /// A `SELF <operator>[options] %@` predicate, parsed.
  private struct StringComparison {
    enum Operator: String, CaseIterable {
      case matches = "MATCHES", contains = "CONTAINS", beginsWith = "BEGINSWITH"
      case endsWith = "ENDSWITH", like = "LIKE", equal = "==", singleEqual = "="
      case notEqual = "!="
    }

    let operation: Operator
    let options: String.CompareOptions
    let argument: String

    init?(_ format: String, argument: Any?) {
      let words = format.split(whereSeparator: \.isWhitespace).map(String.init)
      guard words.count == 3, words[0].uppercased() == "SELF", words[2] == "%@",
        let value = argument as? String ?? (argument as? NSString)?._bridgeToSwift()
      else { return nil }
      var name = words[1]
      var options: String.CompareOptions = []
      if let bracket = name.firstIndex(of: "["), name.hasSuffix("]") {
        let flags = name[name.index(after: bracket)..<name.index(before: name.endIndex)]
        guard flags.allSatisfy({ "cd".contains($0) }) else { return nil }
        if flags.contains("c") { options.insert(.caseInsensitive) }
        if flags.contains("d") { options.insert(.diacriticInsensitive) }
        name = String(name[..<bracket])
      }
      guard let operation = Operator(rawValue: name.uppercased()) else { return nil }
      (self.operation, self.options, self.argument) = (operation, options, value)
    }

    func matches(_ string: String) -> Bool {
      switch operation {
      case .matches: return wholeMatch(string, pattern: argument)
      case .like: return wholeMatch(string, pattern: Self.likePattern(argument))
      case .contains: return string.range(of: argument, options: options) != nil
      case .beginsWith: return string.range(of: argument, options: options.union(.anchored)) != nil
      case .endsWith:
        return string.range(of: argument, options: options.union([.anchored, .backwards])) != nil
      case .equal, .singleEqual: return string.compare(argument, options: options) == .orderedSame
      case .notEqual: return string.compare(argument, options: options) != .orderedSame
      }
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
