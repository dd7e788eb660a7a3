#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// UIKit's spell checker, which word games call from their views (is a guess a real word?).
  /// ViewProbe has no dictionary: a word is spelled correctly when it was learned with
  /// `UITextChecker.learnWord(_:)` — a test learns the words its game should accept. On a device
  /// learned words belong to the device; here they belong to the test that learned them (outside
  /// a test, to the process), so tests running in parallel never see each other's words.
  public final class UITextChecker: Sendable {
    /// The words learned, lowercased.
    private static let learned = PerTestStore { Set<String>() }

    /// A spell checker.
    public init() {}

    /// The range of the first misspelled word of `stringToCheck` within `range`, from
    /// `startingOffset` (wrapping to the start when `wrap`), or `NSNotFound` as its location when
    /// every word there was learned.
    public func rangeOfMisspelledWord(
      in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
      language: String
    ) -> NSRange {
      let text = stringToCheck as NSString
      let end = min(range.location + range.length, text.length)
      var words: [NSRange] = []
      var location = max(range.location, 0)
      while location < end {
        while location < end, !Self.isWordCharacter(text.character(at: location)) { location += 1 }
        let start = location
        while location < end, Self.isWordCharacter(text.character(at: location)) { location += 1 }
        if location > start { words.append(NSRange(location: start, length: location - start)) }
      }
      let ordered =
        words.filter { $0.location >= startingOffset }
        + (wrapFlag ? words.filter { $0.location < startingOffset } : [])
      let known = Self.learned.withCurrent { $0 }
      let misspelled = ordered.first { !known.contains(text.substring(with: $0).lowercased()) }
      return misspelled ?? NSRange(location: NSNotFound, length: 0)
    }

    /// Suggestions for the word at `range` (none: there is no dictionary).
    public func guesses(forWordRange range: NSRange, in string: String, language: String)
      -> [String]?
    {
      []
    }

    /// Completions of the partial word at `range` among the learned words.
    public func completions(
      forPartialWordRange range: NSRange, in string: String, language: String
    ) -> [String]? {
      let prefix = (string as NSString).substring(with: range).lowercased()
      return Self.learned.withCurrent { $0 }.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The languages it checks.
    public static var availableLanguages: [String] { ["en_US"] }

    /// Accepts `word` as correctly spelled from now on.
    public static func learnWord(_ word: String) {
      _ = learned.withCurrent { $0.insert(word.lowercased()) }
    }

    /// Forgets a learned word.
    public static func unlearnWord(_ word: String) {
      _ = learned.withCurrent { $0.remove(word.lowercased()) }
    }

    /// Whether `word` was learned.
    public static func hasLearnedWord(_ word: String) -> Bool {
      learned.withCurrent { $0.contains(word.lowercased()) }
    }

    private static func isWordCharacter(_ unit: unichar) -> Bool {
      guard let scalar = Unicode.Scalar(unit) else { return true }
      return CharacterSet.letters.contains(scalar) || scalar == "'"
    }
  }
#endif
