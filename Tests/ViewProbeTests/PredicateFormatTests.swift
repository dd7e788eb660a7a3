import Foundation
import Testing
import ViewProbe

/// `NSPredicate(format:)` on Linux, where Foundation has no predicate strings: a string compared
/// with one argument.
@Suite("Format predicates on Linux")
struct PredicateFormatTests {
  #if !canImport(Darwin)
    @Test("each operator and option compares the evaluated string as Foundation does")
    func operatorsAndOptions() {
      func check(_ format: String, _ argument: String, _ string: String) -> Bool {
        NSPredicate(format: format, argument).evaluate(with: string)
      }
      #expect(check("SELF MATCHES %@", "[a-z]+", "abc"))
      #expect(!check("SELF MATCHES %@", "[a-z]+", "abc1"), "MATCHES is anchored")
      #expect(check("SELF MATCHES[c] %@", "[a-z]+", "ABC"))
      #expect(check("SELF CONTAINS[c] %@", "LOVE", "Ada Lovelace"))
      #expect(!check("SELF CONTAINS %@", "LOVE", "Ada Lovelace"))
      #expect(check("SELF BEGINSWITH %@", "Ada", "Ada Lovelace"))
      #expect(!check("SELF BEGINSWITH %@", "Love", "Ada Lovelace"))
      #expect(check("SELF ENDSWITH[cd] %@", "LACE", "Ada Lovelacé"))
      #expect(check("SELF LIKE %@", "A*e", "Ada Lovelace"))
      #expect(!check("SELF LIKE %@", "A?e", "Ada Lovelace"))
      #expect(check("self == %@", "Ada", "Ada"))
      #expect(check("SELF ==[c] %@", "ada", "ADA"))
      #expect(check("SELF != %@", "Ada", "Bob"))
      #expect(!check("SELF == %@", "Ada", "ada"))
      let names = (["Ada", "Alan", "Grace"] as NSArray).filtered(
        using: NSPredicate(format: "SELF BEGINSWITH %@", "A"))
      #expect(names.count == 2)
    }

    @Test("an invalid regular expression is Foundation's exception: an issue, no match")
    func invalidPatternIsRecorded() {
      withKnownIssue {
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[a-").evaluate(with: "a"))
      } matching: { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("NSPredicate MATCHES was given \"[a-\"") }
      }
    }

    @Test("a key a string does not have is Foundation's key-value coding exception: an issue")
    func unsupportedFormatIsRecorded() {
      withKnownIssue {
        #expect(!NSPredicate(format: "name CONTAINS %@", "Ada").evaluate(with: "Ada"))
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.hasSuffix("not key value coding-compliant for the key name.")
            || $0.rawValue.contains("not key value coding-compliant for the key name. (")
        }
      }
    }
  #endif
}
