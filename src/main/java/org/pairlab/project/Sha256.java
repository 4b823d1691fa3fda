package org.pairlab.project;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 checksums as lower-case hex, of text, bytes or files: the one place PairLab computes them. */
public final class Sha256 {
    private Sha256() {
    }

    /** A new digest (every JDK has SHA-256). */
    public static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    /** The checksum of UTF-8 text. */
    public static String hex(String text) {
        return hex(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The checksum of bytes. */
    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    /** The checksum of a file's bytes, streamed. */
    public static String ofFile(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return of(in);
        }
    }

    /** The checksum of a stream's remaining bytes (e.g. a model shipped as a class-path resource). */
    public static String of(InputStream in) throws IOException {
        MessageDigest md = digest();
        byte[] buf = new byte[1 << 16];
        for (int n; (n = in.read(buf)) > 0; ) {
            md.update(buf, 0, n);
        }
        return hex(md);
    }

    /** The finished checksum of a digest fed piece by piece. */
    public static String hex(MessageDigest md) {
        return HexFormat.of().formatHex(md.digest());
    }
}
