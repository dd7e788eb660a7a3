/// Automatic grammar agreement, as `^[2 cup](inflect: true)` asks for in a `Text`'s or a control's
/// title: the noun that follows a count takes its plural unless the count is exactly 1 ("1 cup",
/// "2 cups", "0 cups", "1.5 cups"). English only, by rule and a short list of irregular nouns —
/// Apple's engine knows more words and languages (Guide §8).
enum Inflection {
  /// `text` with the noun after its first number made to agree with that number.
  static func agreeing(_ text: String) -> String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let countIndex = words.firstIndex(where: { number(in: $0) != nil }),
      let count = number(in: words[countIndex]), count != 1
    else { return text }
    // The noun is the last word of the phrase after the count, before a preposition (or "left"):
    // "2 new message" → "messages", "2 cup of coffee" → "cups".
    var noun: Int?
    for index in words.indices.dropFirst(countIndex + 1) {
      let word = words[index].lowercased()
      if word.isEmpty { continue }
      if phraseEnds.contains(word) { break }
      noun = index
    }
    guard let noun else { return text }
    words[noun] = plural(of: words[noun])
    return words.joined(separator: " ")
  }

  /// The value of a word that is a number (`2`, `1.5`, `1,000`).
  private static func number(in word: String) -> Double? {
    let digits = word.filter { $0 != "," }
    guard let first = digits.first, first.isNumber || first == "-" else { return nil }
    return Double(digits)
  }

  private static let phraseEnds: Set<String> = [
    "of", "in", "on", "at", "for", "per", "with", "to", "from", "by", "left", "ago",
  ]

  private static let irregular: [String: String] = [
    "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet",
    "tooth": "teeth", "mouse": "mice", "goose": "geese", "leaf": "leaves", "life": "lives",
    "knife": "knives", "wife": "wives", "half": "halves", "loaf": "loaves", "shelf": "shelves",
    "potato": "potatoes", "tomato": "tomatoes", "hero": "heroes", "echo": "echoes",
  ]

  /// Nouns whose plural is the same word.
  private static let unchanged: Set<String> = [
    "sheep", "fish", "deer", "series", "species", "aircraft", "info", "information", "news",
  ]

  /// The plural of an English noun, keeping its capitals.
  static func plural(of word: String) -> String {
    let lower = word.lowercased()
    if unchanged.contains(lower) { return word }
    if let irregular = irregular[lower] {
      guard let first = word.first, first.isUppercase else { return irregular }
      return irregular.prefix(1).uppercased() + irregular.dropFirst()
    }
    let last = lower.last
    let beforeLast = lower.dropLast().last
    if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z")
      || lower.hasSuffix("ch") || lower.hasSuffix("sh")
    {
      return word + "es"
    }
    if last == "y", let beforeLast, !"aeiou".contains(beforeLast) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }
}
