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
