import Foundation
import UniformTypeIdentifiers

extension String: Transferable {
  /// Plain text, UTF-8.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .plainText) {
      Data($0.utf8)
    } importing: { data in
      guard let text = String(data: data, encoding: .utf8) else {
        throw TransferError(description: "the data is not UTF-8 text")
      }
      return text
    }
  }
}

extension Data: Transferable {
  /// The bytes themselves.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  /// The URL's string.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) {
      Data($0.absoluteString.utf8)
    } importing: { data in
      guard let text = String(data: data, encoding: .utf8), let url = URL(string: text) else {
        throw TransferError(description: "the data is not a URL")
      }
      return url
    }
  }
}

extension AttributedString: Transferable {
  /// The characters, as plain text (attributes are not carried).
  public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
  }
}
