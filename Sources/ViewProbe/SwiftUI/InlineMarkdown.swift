// The inline Markdown SwiftUI renders in a `Text` made from a string literal (a
// `LocalizedStringKey`): `Text("**Total:** 3")` shows "Total: 3". Emphasis (`*`, `_`), strong
// emphasis, strikethrough (`~~`), code spans and links (`[label](url)`) lose their markup;
// backslash escapes keep the character; an attributed span (`^[2 cup](inflect: true)`) shows its
// text, made to agree with its count when it asks to inflect (English, as `Inflection` says).
// Interpolated values are never parsed: their characters are escaped before the literal is read.
// Emphasis follows CommonMark's delimiter rules (flanking, intraword `_`), so `snake_case`,
// `5 * 3` and `a*b` stay as written.

/// Reads the inline Markdown of a string and returns the text it shows.
enum InlineMarkdown {
  /// Whether `byte` is a character with a meaning in inline Markdown (all of them are ASCII).
  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "\\"), UInt8(ascii: "!"), UInt8(ascii: "^"):
      true
    default: false
    }
  }

  private static func isSpecial(_ character: Character) -> Bool {
    character.asciiValue.map(isSpecial) ?? false
  }

  /// Whether `text` has a character with a meaning in inline Markdown. Checked on every string
  /// literal of every `Text`, so it reads bytes.
  static func hasMarkup(_ text: String) -> Bool { text.utf8.contains(where: isSpecial) }

  /// `source` with backslashes before its special characters, so it reads as itself.
  static func escaped(_ source: String) -> String {
    guard hasMarkup(source) else { return source }
    var result = ""
    for character in source {
      if isSpecial(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The links of `source` (not those inside code spans or escaped), each with the text it shows
  /// and its destination, in order.
  static func links(_ source: String) -> [(label: String, destination: String)] {
    guard source.contains("](") else { return [] }
    let chars = Array(source)
    var found: [(label: String, destination: String)] = []
    var index = 0
    while index < chars.count {
      let character = chars[index]
      if character == "\\" {
        index += 2
      } else if character == "`" {
        var run = 0
        while index + run < chars.count, chars[index + run] == "`" { run += 1 }
        index =
          closingBackticks(chars, from: index + run, length: run).map { $0 + run } ?? index + run
      } else if character == "[", index == 0 || chars[index - 1] != "^",
        let link = self.link(chars, at: index)
      {
        found.append((plainText(link.label), link.destination.trimmingCharacters(in: .whitespaces)))
        index = link.end
      } else {
        index += 1
      }
    }
    return found
  }

  /// The text `source` shows once its inline Markdown is rendered.
  static func plainText(_ source: String) -> String {
    guard hasMarkup(source) else { return source }
    var pieces = tokens(Array(source))
    resolveEmphasis(&pieces)
    return pieces.map(\.text).joined()
  }

  /// A piece of the line: text shown as is, or a run of delimiter characters that emphasis may
  /// consume.
  private struct Piece {
    var text: String
    var delimiter: Character?
    var canOpen = false
    var canClose = false
  }

  /// Splits `chars` into literal text (escapes, code spans and links already read) and runs of
  /// `*`, `_` and `~`.
  private static func tokens(_ chars: [Character]) -> [Piece] {
    var pieces: [Piece] = []
    var index = 0
    func previous(_ at: Int) -> Character? { at > 0 ? chars[at - 1] : nil }
    while index < chars.count {
      let character = chars[index]
      if character == "\\", index + 1 < chars.count, isSpecial(chars[index + 1]) {
        pieces.append(Piece(text: String(chars[index + 1])))
        index += 2
      } else if character == "`" {
        var run = 0
        while index + run < chars.count, chars[index + run] == "`" { run += 1 }
        if let end = closingBackticks(chars, from: index + run, length: run) {
          var code = String(chars[(index + run)..<end])
          if code.count > 2, code.first == " ", code.last == " " {
            code = String(code.dropFirst().dropLast())
          }
          pieces.append(Piece(text: code))
          index = end + run
        } else {
          pieces.append(Piece(text: String(repeating: "`", count: run)))
          index += run
        }
      } else if character == "^", index + 1 < chars.count, chars[index + 1] == "[",
        let link = self.link(chars, at: index + 1)
      {
        // An attributed span, `^[2 cup](inflect: true)`: its text, made to agree with its count.
        let label = tokens(Array(link.label)).map(\.text).joined()
        let inflects = link.destination.filter { !$0.isWhitespace }.contains("inflect:true")
        pieces.append(Piece(text: inflects ? Inflection.agreeing(label) : label))
        index = link.end
      } else if character == "[", let link = self.link(chars, at: index) {
        pieces.append(contentsOf: tokens(Array(link.label)))
        index = link.end
      } else if character == "*" || character == "_" || character == "~" {
        var run = 0
        while index + run < chars.count, chars[index + run] == character { run += 1 }
        let before = previous(index)
        let after = index + run < chars.count ? chars[index + run] : nil
        let left = isFlanking(next: after, other: before)
        let right = isFlanking(next: before, other: after)
        var piece = Piece(text: String(repeating: character, count: run), delimiter: character)
        if character == "_" {
          piece.canOpen = left && (!right || before.map(isPunctuation) == true)
          piece.canClose = right && (!left || after.map(isPunctuation) == true)
        } else {
          piece.canOpen = left
          piece.canClose = right
        }
        if character == "~" && run != 2 { piece.delimiter = nil }
        pieces.append(piece)
        index += run
      } else {
        pieces.append(Piece(text: String(character)))
        index += 1
      }
    }
    return pieces
  }

  /// Whether a delimiter run with `next` on the side it faces and `other` on the side it turns
  /// from is flanking on that side (CommonMark's left- or right-flanking rule).
  private static func isFlanking(next: Character?, other: Character?) -> Bool {
    guard let next, !next.isWhitespace else { return false }
    guard isPunctuation(next) else { return true }
    return other.map { $0.isWhitespace || isPunctuation($0) } ?? true
  }

  private static func isPunctuation(_ character: Character) -> Bool {
    character.isPunctuation || character.isSymbol
  }

  /// Where a code span opened by `length` backticks closes, if it does.
  private static func closingBackticks(_ chars: [Character], from start: Int, length: Int) -> Int? {
    var index = start
    while index < chars.count {
      guard chars[index] == "`" else {
        index += 1
        continue
      }
      var run = 0
      while index + run < chars.count, chars[index + run] == "`" { run += 1 }
      if run == length { return index }
      index += run
    }
    return nil
  }

  /// A link `[label](destination)` starting at `start`: its label, its destination and where it
  /// ends.
  private static func link(
    _ chars: [Character], at start: Int
  ) -> (label: String, destination: String, end: Int)? {
    var depth = 0
    var index = start
    while index < chars.count {
      if chars[index] == "\\" {
        index += 2
        continue
      }
      if chars[index] == "[" { depth += 1 }
      if chars[index] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      index += 1
    }
    guard index + 1 < chars.count, chars[index] == "]", chars[index + 1] == "(",
      let close = chars[(index + 2)...].firstIndex(of: ")")
    else { return nil }
    return (String(chars[(start + 1)..<index]), String(chars[(index + 2)..<close]), close + 1)
  }

  /// Matches openers and closers as CommonMark's delimiter algorithm does, removing the
  /// characters each match consumes.
  private static func resolveEmphasis(_ pieces: inout [Piece]) {
    var closer = 0
    while closer < pieces.count {
      guard let kind = pieces[closer].delimiter, pieces[closer].canClose,
        !pieces[closer].text.isEmpty
      else {
        closer += 1
        continue
      }
      var opener = closer - 1
      var matched = false
      while opener >= 0 {
        let candidate = pieces[opener]
        if candidate.delimiter == kind, candidate.canOpen, !candidate.text.isEmpty,
          !breaksRuleOfThree(candidate, pieces[closer])
        {
          let used =
            kind == "~" ? 2 : (candidate.text.count >= 2 && pieces[closer].text.count >= 2 ? 2 : 1)
          pieces[opener].text.removeLast(used)
          pieces[closer].text.removeLast(used)
          for between in (opener + 1)..<closer where pieces[between].delimiter != nil {
            pieces[between].delimiter = nil
          }
          matched = true
          break
        }
        opener -= 1
      }
      if !matched || pieces[closer].text.isEmpty { closer += 1 }
    }
  }

  /// CommonMark's "rule of three": a run that can both open and close does not match one whose
  /// lengths sum to a multiple of three, unless both are.
  private static func breaksRuleOfThree(_ opener: Piece, _ closer: Piece) -> Bool {
    guard opener.canOpen && opener.canClose || closer.canOpen && closer.canClose else {
      return false
    }
    let sum = opener.text.count + closer.text.count
    return sum % 3 == 0 && !(opener.text.count % 3 == 0 && closer.text.count % 3 == 0)
  }
}
