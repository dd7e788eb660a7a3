import Foundation
import Testing
import ViewProbe

/// Formatted values in `Text` follow the environment's locale, calendar and time zone, as
/// SwiftUI formats them; the defaults (en_US, Gregorian, UTC) never depend on the machine.
@MainActor
@Suite("Formatted text", .viewProbe)
struct TextFormattingTests {
  @Test("D03 Text(_:format:) formats for the environment it is shown in; en_US and UTC by default")
  func formatFollowsTheEnvironment() throws {
    let harness = ParentHarness {
      VStack {
        PriceAndDate()
        PriceAndDate()
          .environment(\.locale, Locale(identifier: "de_DE"))
          .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
      }
    }
    // ICU's spacing: a narrow no-break space before AM/PM, a no-break space before "$".
    #expect(
      harness.texts == [
        "$1,234.50", "January 1, 1970 at 12:00\u{202F}AM", "1.234,50\u{A0}$",
        "1. Januar 1970 um 09:00",
      ])
  }

  @Test("D03 a locale set by a test updates formatted texts; joined texts format each part")
  func changingTheLocaleReformats() throws {
    let harness = ThemedHarness(\.locale, theme: Locale(identifier: "en_US")) {
      Text(0.5, format: .percent) + Text(" of ") + Text(2_000, format: .number)
    }
    #expect(harness.texts == ["50% of 2,000"])
    harness.set(Locale(identifier: "fr_FR"))
    #expect(harness.texts == ["50\u{A0}% of 2\u{202F}000"])
  }

  @Test("Text(_:style:) uses the environment's time zone")
  func dateStyleUsesTheTimeZone() throws {
    let harness = ParentHarness {
      Text(Date(timeIntervalSince1970: 0), style: .time)
        .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
    }
    #expect(harness.texts == ["7:00\u{202F}PM"])
  }
}

private struct PriceAndDate: View {
  var body: some View {
    Text(Decimal(string: "1234.5")!, format: .currency(code: "USD"))
    Text(
      Date(timeIntervalSince1970: 0), format: .dateTime.year().month(.wide).day().hour().minute())
  }
}

/// Localized strings and styled attributed strings, as app code writes them.
@MainActor
@Suite("Localized and styled strings", .viewProbe)
struct LocalizedStringTests {
  @Test("String(localized:) and LocalizedStringResource give their default values, values in place")
  func localizedStringsShowTheirDefaults() throws {
    let harness = ParentHarness { GreetingCard(unread: 3, total: 1234.5) }
    #expect(
      harness.texts == [
        "Welcome back, Ada", "3 new messages", "Total 1,234.50", "Inbox", "Hello world",
      ])
    // SwiftUI's attributes are kept on the string, where code styled it.
    let styled = GreetingCard.styled
    let world = try #require(styled.range(of: "world"))
    #expect(styled[world].foregroundColor == .red)
    #expect(styled[world].font == .headline)
    #expect(styled.runs.count == 2)
  }
}

private struct GreetingCard: View {
  let unread: Int
  let total: Double
  private let name = "Ada"

  static var styled: AttributedString {
    var text = AttributedString("Hello world")
    if let range = text.range(of: "world") {
      text[range].foregroundColor = .red
      text[range].font = .headline
      text[range].underlineStyle = .single
    }
    return text
  }

  var body: some View {
    VStack {
      Text(String(localized: "Welcome back, \(name)"))
      Text(String(localized: "unread-count", defaultValue: "\(unread) new messages"))
      Text(
        String(localized: "Total \(total, format: .number.precision(.fractionLength(2)))"))
      Text(LocalizedStringResource("inbox-title", defaultValue: "Inbox"))
      Text(Self.styled)
    }
  }
}
