package org.pairlab.image;

import com.twelvemonkeys.imageio.color.ColorProfiles;
import com.twelvemonkeys.imageio.color.ColorSpaces;
import java.awt.color.ICC_ColorSpace;
import java.awt.color.ICC_ProfileRGB;

/**
 * An embedded colour profile's conversion to sRGB, as ImageIO's reader applies it (through the JDK's colour engine),
 * on pixels OpenCV decoded: {@link MatrixShaper} for matrix/TRC profiles, else a sampled {@link ProfileLut}.
 */
interface ProfileConversion {
    /** Converts interleaved 8-bit BGR pixels in place. */
    void applyBgr(byte[] bgr);

    /** The conversion of the profile {@code icc} (raw bytes), read as ImageIO's reader reads it. */
    static ProfileConversion of(byte[] icc) {
        ICC_ColorSpace source = ColorSpaces.createColorSpace(ColorProfiles.createProfile(icc));
        if (source.getProfile() instanceof ICC_ProfileRGB rgb) {
            MatrixShaper shaper = MatrixShaper.of(rgb);
            if (shaper != null) {
                return shaper;
            }
        }
        return ProfileLut.of(source);
    }
}
