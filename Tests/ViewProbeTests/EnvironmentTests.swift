import Testing
import ViewProbe

struct MyValueKey: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  var myValue: String {
    get { self[MyValueKey.self] }
    set { self[MyValueKey.self] = newValue }
  }
}

@MainActor
@Suite("@Environment (D)", .viewProbe, .tags(.invariant, .environment))
struct EnvironmentTests {
  @Test("D01 the environment flows down, the nearest modifier wins, siblings are unaffected")
  func d01_nearestModifierWins() {
    let harness = ParentHarness {
      VStack {
        VStack {
          ValueReader(name: "first")
          ValueReader(name: "second").environment(\.myValue, "inner")
        }
        .environment(\.myValue, "outer")
        ValueReader(name: "outside")
      }
    }
    #expect(harness.texts == ["first: outer", "second: inner", "outside: default"])
  }

  @Test("D01 .backgroundStyle(_:) is read below as \\.backgroundStyle; above and unset it is nil")
  func d01_backgroundStyleFlowsDown() {
    let harness = ParentHarness {
      VStack {
        BackgroundStyleReader(label: "styled").backgroundStyle(.orange)
        BackgroundStyleReader(label: "plain")
      }
    }
    #expect(harness.texts == ["styled: set", "plain: unset"])
  }

  @Test("D02 an unset key yields its default value")
  func d02_unsetKeyYieldsDefault() {
    let harness = ParentHarness { ValueReader(name: "reader") }
    #expect(harness.texts == ["reader: default"])
  }

  @Test("D02 an optional-valued key keeps its non-nil default, and an explicit nil overrides it")
  func d02_optionalKeyDefault() {
    let harness = ParentHarness {
      VStack {
        OptionalValueReader()
        OptionalValueReader().environment(\.optionalValue, nil)
      }
    }
    #expect(harness.texts == ["fallback", "none"])
  }

  @Test("D05 @Environment(T.self) reads the object; only read properties invalidate")
  func d05_environmentObjectTracksProperties() {
    let book = Book(title: "env")
    let harness = ParentHarness { EnvironmentBookReader().environment(book) }
    #expect(harness.texts == ["env"])
    let before = harness.bodyCount(of: EnvironmentBookReader.self)
    book.isAvailable = false
    #expect(harness.bodyCount(of: EnvironmentBookReader.self) == before)
    book.title = "changed"
    #expect(harness.bodyCount(of: EnvironmentBookReader.self) == before + 1)
    #expect(harness.texts == ["changed"])
  }

  @Test("D05 the nearest .environment(object) wins, and nil clears it for the subtree")
  func d05_nearestObjectWinsNilClears() {
    let outer = Book(title: "outer")
    let inner = Book(title: "inner")
    let harness = ParentHarness {
      VStack {
        EnvironmentBookReader().environment(inner)
        OptionalBookReader().environment(nil as Book?)
        OptionalBookReader()
      }
      .environment(outer)
    }
    #expect(harness.texts == ["inner", "none", "outer"])
  }

  @Test("D06 a missing object: the body is not run and SwiftUI's message is recorded")
  func d06_missingObjectIsReportedNotFatal() {
    expectIssue(startingWith: "No Observable object of type Book found.") {
      let harness = ParentHarness {
        VStack {
          EnvironmentBookReader()
          Text("sibling")
        }
      }
      #expect(harness.texts == ["sibling"])
      #expect(harness.bodyCount(of: EnvironmentBookReader.self) == 0)
      #expect(
        harness.warnings == [
          "No Observable object of type Book found. A View.environment(_:) for Book may be "
            + "missing as an ancestor of this view."
        ])
    }
  }

  @Test("D06 the optional form gives nil")
  func d06_optionalFormGivesNil() {
    let harness = ParentHarness { OptionalBookReader() }
    #expect(harness.texts == ["none"])
  }
}

// MARK: - Views for these tests

struct ValueReader: View {
  let name: String
  @Environment(\.myValue) private var value
  var body: some View { Text("\(name): \(value)") }
}

struct EnvironmentBookReader: View {
  @Environment(Book.self) private var book
  var body: some View { Text(book.title) }
}

struct OptionalBookReader: View {
  @Environment(Book.self) private var book: Book?
  var body: some View { Text(book?.title ?? "none") }
}

struct OptionalValueKey: EnvironmentKey {
  static let defaultValue: String? = "fallback"
}

extension EnvironmentValues {
  var optionalValue: String? {
    get { self[OptionalValueKey.self] }
    set { self[OptionalValueKey.self] = newValue }
  }
}

struct OptionalValueReader: View {
  @Environment(\.optionalValue) private var value
  var body: some View { Text(value ?? "none") }
}

/// Says whether a background style is set above it.
private struct BackgroundStyleReader: View {
  let label: String
  @Environment(\.backgroundStyle) private var style

  var body: some View { Text("\(label): \(style == nil ? "unset" : "set")") }
}
