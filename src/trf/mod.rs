//! Reading and writing TRF-2006, TRF-16 and TRF(x) files.
