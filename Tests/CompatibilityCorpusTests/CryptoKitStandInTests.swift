#if !canImport(Darwin)
  import CryptoKit
  import Foundation
  import Testing

  /// CryptoKit's stand-in computes the standard digests and HMACs (the expected values are
  /// Python's `hashlib` and `hmac`), at the block boundaries where padding changes.
  @Suite("CryptoKit stand-in")
  struct CryptoKitStandInTests {
    private func hex(_ bytes: some Sequence<UInt8>) -> String {
      bytes.map { String(format: "%02x", $0) }.joined()
    }

    @Test("SHA-256, SHA-384, SHA-512, SHA-1 and MD5 of inputs around the block sizes")
    func digests() {
      let cases: [([UInt8], [String])] = [
        (
          [UInt8](),
          [
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da"
              + "274edebfe76f65fbd51ad2f14898b95b",
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
              + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
            "da39a3ee5e6b4b0d3255bfef95601890afd80709",
            "d41d8cd98f00b204e9800998ecf8427e",
          ]
        ),
        (
          Array("abc".utf8),
          [
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
              + "8086072ba1e7cc2358baeca134c825a7",
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
              + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
            "a9993e364706816aba3e25717850c26c9cd0d89d",
            "900150983cd24fb0d6963f7d28e17f72",
          ]
        ),
        (
          [UInt8](repeating: 0x61, count: 55),
          [
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            "5d91ac7e74e62b5c728904b40f10784d66b7af9cb6302123e48c92f0432ceb8d"
              + "2a92c02de77dcb29ed75c4b42bde46f4",
            "b0220c772cbf6c1822e2cb38a437d0e1d58772417a4bbb21c961364f8b6143e0"
              + "5aa6316dca8d1d7b19e16448419076395f6086cb55101fbd6d5497b148e1745f",
            "c1c8bbdc22796e28c0e15163d20899b65621d65a",
            "ef1772b6dff9a122358552954ad0df65",
          ]
        ),
        (
          [UInt8](repeating: 0x61, count: 56),
          [
            "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            "8a8d9649ea04e993a6ca7135af7e3392cc5fca84f8531cac7aa3feed4eb98f55"
              + "dcbe0f3284b61c6f35f98b02cc644b4c",
            "962b64aae357d2a4fee3ded8b539bdc9d325081822b0bfc55583133aab44f18b"
              + "afe11d72a7ae16c79ce2ba620ae2242d5144809161945f1367f41b3972e26e04",
            "c2db330f6083854c99d4b5bfb6e8f29f201be699",
            "3b0c8ac703f828b04c6c197006d17218",
          ]
        ),
        (
          [UInt8](repeating: 0x61, count: 64),
          [
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
            "2e404b9339da795776e510d96930b3be2904c500395b8cb7413334b82d4dec41"
              + "3b4b8113045a05bbbcff846f027423f6",
            "01d35c10c6c38c2dcf48f7eebb3235fb5ad74a65ec4cd016e2354c637a8fb49b"
              + "695ef3c1d6f7ae4cd74d78cc9c9bcac9d4f23a73019998a7f73038a5c9b2dbde",
            "0098ba824b5c16427bd7a1122a5a442a25ec644d",
            "014842d480b571495a4a0363793f7367",
          ]
        ),
        (
          [UInt8](repeating: 0x62, count: 111),
          [
            "56772b647d5a52b68f7f4b577a1f8f9f901bb20d0eebb5f1006b7d337b7e3eec",
            "a47bc504cd628dbc1abac61dd4fb95c14a5ce395ce0a2ba23e29f065159ab694"
              + "335cd8664a63cdc8a1b1ce318cf99187",
            "419c4a5a61a60515b115bc4c67f412b9d5e3a9b044451cccf91fd9cf917ff148"
              + "8c05942ea6598d2fc40183befd85786cff8ac0bcd5fd7fff666968a198f22e21",
            "9e9a141d08c1eddadfba282fdcdd9997021fcd29",
            "b0070ddc2601b54170fbde09da6cff2d",
          ]
        ),
        (
          [UInt8](repeating: 0x62, count: 112),
          [
            "2e00e3a07d2633eb2a2ae7a01effd634d3b07dfefe3189a24eccb50829c0d1f1",
            "b003f8ded297822e4acefca9d46dc977eaa4ff2ce1a629baafc4eef2e7b7eaf5"
              + "224fd2b83e97398bdbc36345677f45f8",
            "fd29e3caf85c0e469f0f157a3d8dad942e776c4cf8fcd1e10fc5592af6024ade"
              + "7e2c163a127cee9f6053311cae50c40d682260c8f1d4d2b63608a55a66e44f1d",
            "7613e3edd19e38b9f5b8df789c0a948eec6a0f04",
            "7fb848ee5850dde13e53d79c31371731",
          ]
        ),
        (
          [UInt8](repeating: 0x63, count: 128),
          [
            "e5dc28d67309c1f3b41b160e5e06c7881007cde8f74949c9cf6c890ad1bdd032",
            "a22f3f5bc8764a8d57307185e800b0255afa83366eeacaf789e25f8886b27bc4"
              + "d8e180d79533476ba4415662c2df3a0a",
            "1cadae2171fd051aa72f31d7d11d232d867e9823e0da1fab3f40288c46c009ab"
              + "a8a378454514fa6756d00c1037ffbc32b3716df881569c545a2e190ce426c79b",
            "eea5cd304fb8ebe3b434a06b2be809c621c9622d",
            "a1b0440c17a70df4c7dd3560c413e048",
          ]
        ),
      ]
      for (input, expected) in cases {
        let digests = [
          hex(SHA256.hash(data: input)), hex(SHA384.hash(data: input)),
          hex(SHA512.hash(data: input)), hex(Insecure.SHA1.hash(data: input)),
          hex(Insecure.MD5.hash(data: input)),
        ]
        #expect(digests == expected, "input of \(input.count) bytes")
      }
    }

    @Test("hashing in pieces gives the digest of the whole; a digest describes itself")
    func incrementalHashing() {
      let whole = (0..<1000).map { UInt8(truncatingIfNeeded: $0) }
      var hasher = SHA256()
      for start in stride(from: 0, to: whole.count, by: 37) {
        hasher.update(data: whole[start..<min(start + 37, whole.count)])
      }
      #expect(hasher.finalize() == SHA256.hash(data: whole))
      let digest = SHA256.hash(data: Data("abc".utf8))
      #expect(
        digest.description
          == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
      #expect(Data(digest).count == SHA256.byteCount && SHA512.byteCount == 64)
    }

    @Test("HMAC with SHA-256, SHA-512 (a key longer than a block) and SHA-1")
    func hmacs() {
      let fox = Data("The quick brown fox jumps over the lazy dog".utf8)
      let key = SymmetricKey(data: Data("key".utf8))
      let code = HMAC<SHA256>.authenticationCode(for: fox, using: key)
      #expect(hex(code) == "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8")
      #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: fox, using: key))
      #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data(), using: key))
      let longKey = SymmetricKey(data: [UInt8](repeating: 0x6b, count: 200))
      #expect(
        hex(HMAC<SHA512>.authenticationCode(for: Data("message".utf8), using: longKey))
          == "a478fecf5c141a239f904428ccefd58b93140691b2111d79148cb120c51a5e16"
          + "9ac7cf8fe0c8da81b16f86fd479e4118b882a04ef1725bf16be494bffd564a54")
      #expect(
        hex(HMAC<Insecure.SHA1>.authenticationCode(for: Data("message".utf8), using: key))
          == "2088df74d5f2146b48146caf4965377e9d0be3a4")
      #expect(SymmetricKey(size: .bits256).bitCount == 256)
    }
  }
#endif
