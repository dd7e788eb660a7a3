// Parses a format predicate (see PredicateFormatForLinux.swift for the grammar) into conditions,
// substituting its arguments left to right: `%@` a value, `%K` a key path, `%d`/`%i`/`%f`/`%ld`
// … a number.
#if !canImport(Darwin)
  import Foundation

  struct PredicateParser {
    private enum Token: Equatable {
      case word(String)
      case string(String)
      case number(Double)
      case symbol(String)
      case argument(Character)
    }

    private let format: String
    private var tokens: [Token] = []
    private var position = 0
    private var arguments: [Any]
    private var failure: String?

    private static let operators = [
      "==", "=", "!=", "<>", "<=", "=<", ">=", "=>", "<", ">", "BETWEEN", "IN", "CONTAINS",
      "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES",
    ]

    init(_ format: String, arguments: [Any]) {
      self.format = format
      self.arguments = arguments
    }

    /// The condition, or `nil` (a recorded issue) when the format does not parse.
    mutating func parse() -> PredicateCondition? {
      tokenize()
      var condition: PredicateCondition?
      if failure == nil {
        condition = parseOr()
        if failure == nil, position < tokens.count { failure = "unexpected \(tokens[position])" }
      }
      guard let failure else { return condition }
      _ViewProbeRuntime.reportTrap(
        "Unable to parse the format string \"\(format)\" (\(failure)): NSPredicate raises an "
          + "exception there (the app crashes); here the predicate matches nothing.")
      return nil
    }

    // MARK: Tokens

    private mutating func tokenize() {
      let characters = Array(format)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        if character.isWhitespace {
          index += 1
        } else if character == "%" {
          var end = index + 1
          while end < characters.count, "lhq".contains(characters[end]) { end += 1 }
          guard end < characters.count else { return fail("a lone %") }
          tokens.append(.argument(characters[end]))
          index = end + 1
        } else if character == "\"" || character == "'" {
          var end = index + 1
          var text = ""
          while end < characters.count, characters[end] != character {
            if characters[end] == "\\", end + 1 < characters.count { end += 1 }
            text.append(characters[end])
            end += 1
          }
          guard end < characters.count else { return fail("an unterminated string") }
          tokens.append(.string(text))
          index = end + 1
        } else if character.isNumber
          || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber)
        {
          var end = index + 1
          while end < characters.count, characters[end].isNumber || characters[end] == "." {
            end += 1
          }
          tokens.append(.number(Double(String(characters[index..<end])) ?? 0))
          index = end
        } else if character.isLetter || character == "_" || character == "@" || character == "$" {
          var end = index + 1
          while end < characters.count,
            characters[end].isLetter || characters[end].isNumber || "_.@".contains(characters[end])
          {
            end += 1
          }
          tokens.append(.word(String(characters[index..<end])))
          index = end
        } else {
          let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
          if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
            tokens.append(.symbol(two))
            index += 2
          } else if "=<>!(){},[]".contains(character) {
            tokens.append(.symbol(String(character)))
            index += 1
          } else {
            return fail("unexpected \"\(character)\"")
          }
        }
      }
    }

    private mutating func fail(_ reason: String) {
      if failure == nil { failure = reason }
    }

    private var next: Token? { position < tokens.count ? tokens[position] : nil }

    private func isWord(_ token: Token?, _ words: String...) -> Bool {
      guard case .word(let word) = token else { return false }
      return words.contains(word.uppercased())
    }

    private mutating func take(_ symbol: String) -> Bool {
      guard next == .symbol(symbol) else { return false }
      position += 1
      return true
    }

    // MARK: Conditions

    private mutating func parseOr() -> PredicateCondition {
      var conditions = [parseAnd()]
      while failure == nil, isWord(next, "OR") || next == .symbol("||") {
        position += 1
        conditions.append(parseAnd())
      }
      return conditions.count == 1 ? conditions[0] : .any(conditions)
    }

    private mutating func parseAnd() -> PredicateCondition {
      var conditions = [parseNot()]
      while failure == nil, isWord(next, "AND") || next == .symbol("&&") {
        position += 1
        conditions.append(parseNot())
      }
      return conditions.count == 1 ? conditions[0] : .all(conditions)
    }

    private mutating func parseNot() -> PredicateCondition {
      if isWord(next, "NOT") || next == .symbol("!") {
        position += 1
        return .not(parseNot())
      }
      if take("(") {
        let condition = parseOr()
        if !take(")") { fail("a missing )") }
        return condition
      }
      if isWord(next, "TRUEPREDICATE") {
        position += 1
        return .constant(true)
      }
      if isWord(next, "FALSEPREDICATE") {
        position += 1
        return .constant(false)
      }
      return parseComparison()
    }

    private mutating func parseComparison() -> PredicateCondition {
      var quantifier = PredicateComparison.Quantifier.none
      if isWord(next, "ANY", "SOME") {
        quantifier = .any
      } else if isWord(next, "ALL") {
        quantifier = .all
      } else if isWord(next, "NONE") {
        quantifier = .noneOf
      }
      if quantifier != .none { position += 1 }
      let left = parseOperand()
      var negated = false
      if isWord(next, "NOT") {
        negated = true
        position += 1
      }
      let operation: String
      switch next {
      case .symbol(let symbol) where Self.operators.contains(symbol): operation = symbol
      case .word(let word) where Self.operators.contains(word.uppercased()):
        operation = word.uppercased()
      default:
        fail("an operator was expected")
        return .constant(false)
      }
      position += 1
      var options: String.CompareOptions = []
      if take("[") {
        guard case .word(let flags) = next, flags.allSatisfy({ "cdn".contains($0) }) else {
          fail("unknown comparison options")
          return .constant(false)
        }
        if flags.contains("c") { options.insert(.caseInsensitive) }
        if flags.contains("d") { options.insert(.diacriticInsensitive) }
        position += 1
        if !take("]") { fail("a missing ]") }
      }
      let right = parseOperand()
      let comparison = PredicateCondition.comparison(
        PredicateComparison(
          quantifier: quantifier, left: left, operation: operation, options: options, right: right
        ))
      return negated ? .not(comparison) : comparison
    }

    // MARK: Operands

    private mutating func parseOperand() -> PredicateOperand {
      guard let token = next else {
        fail("an operand was expected")
        return .value(nil)
      }
      position += 1
      switch token {
      case .string(let text): return .value(text)
      case .number(let number): return .value(number)
      case .argument(let kind): return argument(kind)
      case .symbol("{"):
        var items: [PredicateOperand] = []
        while failure == nil, !take("}") {
          items.append(parseOperand())
          _ = take(",")
          if next == nil { fail("a missing }") }
        }
        return .list(items)
      case .word(let word):
        switch word.uppercased() {
        case "YES", "TRUE": return .value(true)
        case "NO", "FALSE": return .value(false)
        case "NIL", "NULL": return .value(nil)
        default: return .keyPath(word.split(separator: ".").map(String.init))
        }
      default:
        fail("unexpected \(token)")
        return .value(nil)
      }
    }

    private mutating func argument(_ kind: Character) -> PredicateOperand {
      guard !arguments.isEmpty else {
        fail("a missing argument for %\(kind)")
        return .value(nil)
      }
      let value = arguments.removeFirst()
      if kind == "K" {
        guard let key = PredicateValue.string(value) else {
          fail("%K needs a key path string")
          return .value(nil)
        }
        return .keyPath(key.split(separator: ".").map(String.init))
      }
      if value is NSNull { return .value(nil) }
      return .value(value)
    }
  }
#endif
