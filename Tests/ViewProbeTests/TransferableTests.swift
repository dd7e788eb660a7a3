import Foundation
import Testing
import ViewProbe

/// `Transferable` (CoreTransferable, re-exported as SwiftUI does): app models declare how they
/// transfer, and drag and drop, `ShareLink` and `PasteButton` take them.
@MainActor
@Suite("Transferable", .viewProbe)
struct TransferableTests {
  @Test("a Codable model round-trips through its CodableRepresentation; its proxy exports text")
  func codableAndProxyRepresentations() async throws {
    guard #available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *) else { return }
    let card = Card(title: "Ship it", points: 3)
    let json = try await card.exported(as: .cardType)
    #expect(String(decoding: json, as: UTF8.self).contains("\"points\":3"))
    #expect(try await Card(importing: json, contentType: .cardType) == card)
    // Plain text falls to the proxy, which exports the title (and imports it back).
    let text = try await card.exported(as: .plainText)
    #expect(String(decoding: text, as: UTF8.self) == "Ship it")
    #expect(try await Card(importing: Data("Plan".utf8), contentType: .plainText).title == "Plan")
  }

  @Test("exportingCondition keeps a representation from exporting what it refuses")
  func exportingCondition() async throws {
    guard #available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *) else { return }
    let secret = Card(title: "secret", points: 1)
    await #expect(throws: (any Error).self) { try await secret.exported(as: .plainText) }
    let open = try await Card(title: "open", points: 1).exported(as: .plainText)
    #expect(String(decoding: open, as: UTF8.self) == "open")
  }

  @Test("a file representation hands the importer a copy of the data in a file")
  func fileRepresentation() async throws {
    guard #available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *) else { return }
    let source = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewprobe-\(UUID().uuidString).txt")
    try Data("notes".utf8).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    let data = try await Attachment(url: source).exported(as: .plainText)
    #expect(String(decoding: data, as: UTF8.self) == "notes")
    let received = try await Attachment(importing: data, contentType: .plainText)
    // The copy is the receiver's to keep or delete, as on a device.
    defer { try? FileManager.default.removeItem(at: received.url) }
    #expect(received.url != source)
    #expect(try String(contentsOf: received.url, encoding: .utf8) == "notes")
  }

  @Test("a Transferable model is dragged onto a destination for its type")
  func modelDragAndDrop() throws {
    let harness = ParentHarness { Board() }
    try harness.find(text: "Ship it").dragAndDrop(onto: harness.find(text: "Done: 0"))
    #expect(harness.texts.contains("Done: 1"))
    expectIssue(startingWith: "dragAndDrop(onto:) onto the Text \"Titles\"") {
      try? harness.find(text: "Ship it").dragAndDrop(onto: harness.find(text: "Titles"))
    }
    #expect(harness.texts.contains("Titles"), "a String destination never got the Card")
  }

  @Test("ShareLink(items:) is found as a button whose value is the items")
  func shareLinkItems() throws {
    let harness = ParentHarness {
      ShareLink(items: [Card(title: "a", points: 1), Card(title: "b", points: 2)]) { card in
        SharePreview(card.title)
      }
    }
    let share = try harness.find(button: "Share")
    #expect((share.value as? [Card])?.map(\.title) == ["a", "b"])
  }
}

private struct Card: Codable, Equatable, Transferable {
  var title: String
  var points: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .cardType)
    ProxyRepresentation(exporting: \.title) { Card(title: $0, points: 0) }
      .exportingCondition { $0.title != "secret" }
  }
}

private struct Attachment: Transferable {
  var url: URL

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(contentType: .plainText) { attachment in
      SentTransferredFile(attachment.url)
    } importing: { received in
      Attachment(url: received.file)
    }
  }
}

extension UTType {
  fileprivate static let cardType = UTType(exportedAs: "com.example.card")
}

private struct Board: View {
  @State private var done: [Card] = []
  var body: some View {
    Text("Ship it").draggable(Card(title: "Ship it", points: 3))
    Text("Done: \(done.count)").dropDestination(for: Card.self) { cards, _ in
      done += cards
      return true
    }
    Text("Titles").dropDestination(for: String.self) { _, _ in true }
  }
}
