package org.pairlab.image;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a JPEG's markers say before the image data: frame type, precision, size, components, colour profile and Adobe
 * transform. It decides whether OpenCV's decoder gives the same pixels as ImageIO with the TwelveMonkeys plugins: only
 * for 8-bit baseline or progressive YCbCr JPEGs whose colour profile is absent or sRGB. ImageIO converts other profiles
 * (Adobe RGB and the like: up to 135 levels apart on COCO images) and CMYK; OpenCV ignores them.
 */
record JpegHeader(int frameMarker, int precision, int width, int height, int components, boolean adobe,
        byte[] iccProfile) {

    /** The header of {@code content}, or null when it is not a JPEG whose markers can be read up to the frame. */
    static JpegHeader parse(byte[] content) {
        return parse(ByteBuffer.wrap(content));
    }

    /** {@link #parse(byte[])} on the bytes from 0 to the buffer's limit (a file read into native memory). */
    static JpegHeader parse(ByteBuffer content) {
        int n = content.limit();
        if (n < 4 || (content.get(0) & 0xff) != 0xff || (content.get(1) & 0xff) != 0xd8) {
            return null;
        }
        boolean adobe = false;
        Map<Integer, byte[]> icc = new TreeMap<>();
        int i = 2;
        while (i + 4 <= n) {
            if ((content.get(i) & 0xff) != 0xff) {
                return null;
            }
            int marker = content.get(i + 1) & 0xff;
            if (marker == 0xff) {
                i++; // fill byte
                continue;
            }
            if (marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
                i += 2; // markers without a length
                continue;
            }
            int len = ((content.get(i + 2) & 0xff) << 8) | (content.get(i + 3) & 0xff);
            int seg = i + 4;
            int end = i + 2 + len;
            if (len < 2 || end > n) {
                return null;
            }
            if (marker == 0xe2 && startsWith(content, seg, end, "ICC_PROFILE\0") && end - seg > 14) {
                icc.put(content.get(seg + 12) & 0xff, bytes(content, seg + 14, end));
            } else if (marker == 0xee && startsWith(content, seg, end, "Adobe")) {
                adobe = true;
            } else if (marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc) {
                if (end - seg < 6) {
                    return null;
                }
                int precision = content.get(seg) & 0xff;
                int height = ((content.get(seg + 1) & 0xff) << 8) | (content.get(seg + 2) & 0xff);
                int width = ((content.get(seg + 3) & 0xff) << 8) | (content.get(seg + 4) & 0xff);
                int components = content.get(seg + 5) & 0xff;
                return new JpegHeader(marker, precision, width, height, components, adobe, joined(icc));
            } else if (marker == 0xda || marker == 0xd9) {
                return null; // scan or end before any frame header
            }
            i = end;
        }
        return null;
    }

    /**
     * Whether OpenCV decodes this JPEG to the same pixels as ImageIO: a baseline, extended or progressive Huffman
     * frame of 8 bits, three components without an Adobe marker (so YCbCr, as JFIF says), and no colour profile or
     * an sRGB one (which ImageIO leaves unconverted).
     */
    boolean sameWithOpenCv() {
        boolean huffman = frameMarker == 0xc0 || frameMarker == 0xc1 || frameMarker == 0xc2;
        return huffman && precision == 8 && components == 3 && !adobe && width > 0 && height > 0
                && (iccProfile == null || isSrgb(iccProfile));
    }

    /**
     * Whether OpenCV decodes this JPEG like ImageIO but for the colour profile, which ImageIO converts to sRGB: the
     * frames of {@link #sameWithOpenCv} with an RGB profile that is not sRGB ({@link ProfileLut} then converts).
     */
    boolean convertibleWithOpenCv() {
        boolean huffman = frameMarker == 0xc0 || frameMarker == 0xc1 || frameMarker == 0xc2;
        return huffman && precision == 8 && components == 3 && !adobe && width > 0 && height > 0
                && iccProfile != null && !isSrgb(iccProfile) && iccProfile.length >= 20
                && new String(iccProfile, 16, 4, StandardCharsets.ISO_8859_1).equals("RGB ");
    }

    /** The embedded colour profile's description, or null when there is none or it has no readable one. */
    String iccDescription() {
        return iccProfile == null ? null : description(iccProfile);
    }

    /**
     * Whether the profile describes itself as an sRGB profile ("sRGB IEC61966-2.1", "sRGB v1.31 (Canon)", "Nikon sRGB
     * ..."): ImageIO's conversion through them moves a few pixels by one level (mean under 0.0001 level on COCO), so
     * OpenCV's unconverted pixels stay within the bound. Read from the raw tag table: parsing the profile with the JDK's
     * colour engine took up to a millisecond per image.
     */
    static boolean isSrgb(byte[] profile) {
        String description = description(profile);
        return description != null && description.contains("sRGB");
    }

    /** The profile's 'desc' tag (ICC v2 textDescription or v4 multiLocalizedUnicode, first record), or null. */
    static String description(byte[] p) {
        if (p.length < 132) {
            return null;
        }
        long tags = u32(p, 128);
        for (long k = 0; k < tags && 132 + 12 * k + 12 <= p.length; k++) {
            int entry = (int) (132 + 12 * k);
            if (!ascii(p, entry, 4).equals("desc")) {
                continue;
            }
            long offset = u32(p, entry + 4);
            long size = u32(p, entry + 8);
            if (offset < 0 || size < 12 || offset + size > p.length) {
                return null;
            }
            int at = (int) offset;
            String type = ascii(p, at, 4);
            if (type.equals("desc")) {
                long count = u32(p, at + 8);
                int n = (int) Math.min(Math.max(0, count - 1), size - 12);
                return new String(p, at + 12, n, StandardCharsets.ISO_8859_1);
            }
            if (type.equals("mluc") && size >= 28) {
                long length = u32(p, at + 20);
                long from = offset + u32(p, at + 24);
                if (from + length > offset + size) {
                    return null;
                }
                return new String(p, (int) from, (int) length, StandardCharsets.UTF_16BE);
            }
            return null;
        }
        return null;
    }

    private static long u32(byte[] b, int at) {
        return ((long) (b[at] & 0xff) << 24) | ((b[at + 1] & 0xff) << 16) | ((b[at + 2] & 0xff) << 8) | (b[at + 3] & 0xff);
    }

    private static String ascii(byte[] b, int at, int n) {
        return new String(b, at, n, StandardCharsets.ISO_8859_1);
    }

    /** The bytes from {@code from} to {@code end} of a buffer, copied. */
    private static byte[] bytes(ByteBuffer b, int from, int end) {
        byte[] out = new byte[end - from];
        b.get(from, out);
        return out;
    }

    private static boolean startsWith(ByteBuffer b, int from, int end, String ascii) {
        if (end - from < ascii.length()) {
            return false;
        }
        for (int k = 0; k < ascii.length(); k++) {
            if (b.get(from + k) != (byte) ascii.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** ICC profiles may be split over several APP2 segments, numbered from 1. */
    private static byte[] joined(Map<Integer, byte[]> chunks) {
        if (chunks.isEmpty()) {
            return null;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        chunks.values().forEach(out::writeBytes);
        return out.toByteArray();
    }
}
