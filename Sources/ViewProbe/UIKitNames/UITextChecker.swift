#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation
  import Testing

  /// UIKit's spell checker, which word games call from their views (is a guess a real word?).
  /// ViewProbe has no dictionary: a word is spelled correctly when it was learned with
  /// `UITextChecker.learnWord(_:)` — a test learns the words its game should accept. On a device
  /// learned words belong to the device; here they belong to the test that learned them (outside
  /// a test, to the process), so tests running in parallel never see each other's words.
  public final class UITextChecker: Sendable {
    private static let learned = LearnedWords()

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
      let misspelled = ordered.first { !Self.learned.contains(text.substring(with: $0)) }
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
      return Self.learned.all.filter { $0.lowercased().hasPrefix(prefix) }.sorted()
    }

    /// The languages it checks.
    public static var availableLanguages: [String] { ["en_US"] }

    /// Accepts `word` as correctly spelled from now on.
    public static func learnWord(_ word: String) { learned.insert(word) }

    /// Forgets a learned word.
    public static func unlearnWord(_ word: String) { learned.remove(word) }

    /// Whether `word` was learned.
    public static func hasLearnedWord(_ word: String) -> Bool { learned.contains(word) }

    private static func isWordCharacter(_ unit: unichar) -> Bool {
      guard let scalar = Unicode.Scalar(unit) else { return true }
      return CharacterSet.letters.contains(scalar) || scalar == "'"
    }
  }

  /// The words learned, by the test that learned them (`nil`: outside a test), compared without
  /// case.
  private final class LearnedWords: @unchecked Sendable {
    private let lock = NSLock()
    private var words: [Test.ID?: Set<String>] = [:]

    private var owner: Test.ID? { Test.current?.id }

    func insert(_ word: String) {
      let owner = owner
      _ = lock.withLock { words[owner, default: []].insert(word.lowercased()) }
    }

    func remove(_ word: String) {
      let owner = owner
      _ = lock.withLock { words[owner]?.remove(word.lowercased()) }
    }

    func contains(_ word: String) -> Bool {
      let owner = owner
      return lock.withLock { words[owner]?.contains(word.lowercased()) ?? false }
    }

    var all: [String] {
      let owner = owner
      return lock.withLock { Array(words[owner] ?? []) }
    }
  }
#endif
